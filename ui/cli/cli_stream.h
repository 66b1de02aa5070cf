/* `count --fen -` for both kinds of position: one answer line per line of
 * standard input, whatever reads and answers a line. */
#ifndef BOARDEX_CLI_STREAM_H
#define BOARDEX_CLI_STREAM_H

#include "cli.h"
#include "status.h"

/* Longest line read; FEN needs under 100 characters (a 26x26 one under
 * 720), the rest leaves room for EPD operations. */
enum { CLI_STREAM_LINE_MAX = 4096 };

/* Answers one line (its line end gone): writes the answer line to
 * call->out, or fails with err and writes nothing. */
typedef bx_status (*cli_stream_answer)(cli_call *call, const char *line,
                                       const void *context, bx_error *err);

/* Answers each line of standard input. A line that is cut, holds a NUL or
 * is refused by answer gets `refusal` (e.g. "? ?\n") and a message
 * "line N: ..."; the status is then CLI_EXIT_ERROR, after every line.
 * Output that cannot be written ends it at once (cli_output_ok), as the
 * input may never end. */
int cli_stream_answer_lines(cli_call *call, cli_stream_answer answer,
                            const void *context, const char *refusal);

#endif
