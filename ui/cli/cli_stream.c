#include "cli_stream.h"

#include <stdlib.h>

#include "cli_lines.h"
#include "cli_output.h"
#include "text_file.h"

int cli_stream_answer_lines(cli_call *call, cli_stream_answer answer,
                            const void *context, const char *refusal)
{
    char line[CLI_STREAM_LINE_MAX];
    int status = CLI_EXIT_OK;
    size_t len;
    bool cut, endless = false;
    bx_error why;

    if (text_file_check_stream(stdin, &why) != BX_OK)
        return cli_fail(call, "stdin: %s", why.message);
    /* 64 KiB: too large for the stack of a program that recurses. */
    cli_lines *input = malloc(sizeof *input);
    if (input == NULL)
        return cli_fail(call, "%s: out of memory", call->command->name);
    cli_lines_init(input, stdin);
    for (long number = 1;
         !endless && cli_lines_next(input, line, sizeof line, TEXT_FILE_MAX,
                                    &len, &cut, &endless);
         number++) {
        bx_error err;
        bx_status read = cli_lines_check(line, &len, number, cut, endless,
                                         sizeof line, &err);
        if (read == BX_OK)
            read = answer(call, line, context, &err);
        if (read != BX_OK) {
            fputs(refusal, call->out);
            cli_fail(call, "line %ld: %s", number, err.message);
            status = CLI_EXIT_ERROR;
        }
        /* Endless input to a full disk must not run for ever. */
        if (!cli_output_ok(call->out)) {
            status = CLI_EXIT_ERROR;
            break;
        }
    }
    free(input);
    if (ferror(stdin))
        return cli_fail(call, "stdin: read error");
    return status;
}
