/* Command-line parsing and the helpers every subcommand shares. */
#include <stdarg.h>
#include <string.h>

#include "betza.h"
#include "cli.h"
#include "square_list.h"
#include "utf8.h"

const cli_option CLI_OPT_SIZE = {"--size", "WxH",
                                 "board of W files and H ranks (default 8x8)"};
const cli_option CLI_OPT_PIECE = {"--piece", "NAME",
                                  "a preset piece (see 'boardex pieces')"};
const cli_option CLI_OPT_ONCE = {"--once", "DIRS",
                                 "leaper directions, such as \"(1,2) (2,1)\""};
const cli_option CLI_OPT_REPEATED = {
    "--repeated", "DIRS", "rider directions, such as \"(1,1) (1,-1)\""};
const cli_option CLI_OPT_BETZA = {
    "--betza", "TEXT", "a piece in Betza notation, such as \"WfF\" or \"NN\""};
const cli_option CLI_OPT_SYMMETRIC = {
    "--symmetric", NULL,
    "each --once/--repeated direction stands for its 8 images"};
const cli_option CLI_OPT_COORDS = {"--coords", NULL,
                                   "print squares as (row, column)"};
const cli_option CLI_OPT_BLOCKERS = {
    "--blockers", "SQUARES",
    "pieces of the other side on these squares: \"d5 e4\" or d5,e4"};

const cli_option CLI_OPT_JOBS = {"-j", "N",
                                 "threads to share the work (default 1)"};

static const cli_option OPT_HELP = {"--help", NULL, "show this help"};

int cli_fail(cli_call *call, const char *format, ...)
{
    /* User text in the message is quoted (bx_quote), so the line is short;
     * the cut is the last guard of the bound, made between characters. */
    char message[CLI_MESSAGE_MAX - (sizeof "boardex: \n" - 1)];
    va_list args;
    va_start(args, format);
    int wanted = vsnprintf(message, sizeof message, format, args);
    va_end(args);
    if (wanted >= (int)sizeof message) {
        size_t end = sizeof message - sizeof "...";
        while (end > 0 && utf8_is_continuation(message[end]))
            end--;
        memcpy(message + end, "...", sizeof "...");
    }
    fprintf(call->err, "boardex: %s\n", message);
    return CLI_EXIT_ERROR;
}

int cli_compare_text(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int cli_fail_located(cli_call *call, const char *label, const bx_error *err)
{
    if (err->line > 0)
        return cli_fail(call, "%s:%d: %s", label, err->line, err->message);
    return cli_fail(call, "%s: %s", label, err->message);
}

/* "-3,1", "-(1,2)" and "-" are arguments; "-x" and "--x" are options. */
static bool looks_like_option(const char *arg)
{
    if (arg[0] != '-' || arg[1] == '\0')
        return false;
    return !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '(';
}

static const cli_option *find_option(const cli_command *command,
                                     const char *name, size_t len)
{
    for (const cli_option *const *o = command->options; o && *o; o++)
        if (strlen((*o)->name) == len && strncmp((*o)->name, name, len) == 0)
            return *o;
    return NULL;
}

static int parse_option(cli_call *call, int argc, char **argv, int *i)
{
    const char *arg = argv[*i];
    const char *equals = strchr(arg, '=');
    size_t len = equals ? (size_t)(equals - arg) : strlen(arg);
    const cli_option *option = find_option(call->command, arg, len);
    const char *value = NULL;

    if (option == NULL) {
        char quoted[BX_QUOTE_MAX];
        bx_quote_bytes(quoted, arg, len);
        return cli_fail(call, "%s: unknown option '%s' (see 'boardex %s "
                              "--help')",
                        call->command->name, quoted, call->command->name);
    }
    if (option->value_name == NULL && equals != NULL)
        return cli_fail(call, "%s: option '%s' takes no value",
                        call->command->name, option->name);
    if (option->value_name != NULL) {
        if (equals != NULL)
            value = equals + 1;
        else if (*i + 1 < argc)
            value = argv[++*i];
        else
            return cli_fail(call, "%s: option '%s' needs a value (%s)",
                            call->command->name, option->name,
                            option->value_name);
    }
    if (call->given_count == CLI_MAX_OCCURRENCES)
        return cli_fail(call, "%s: too many options", call->command->name);
    call->given[call->given_count++] = (cli_occurrence){option, value};
    return CLI_EXIT_OK;
}

int cli_run_command(const cli_command *command, int argc, char **argv,
                    FILE *out, FILE *err)
{
    cli_call call = {.command = command, .out = out, .err = err};
    bool options_ended = false;

    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        if (!options_ended && strcmp(arg, "--") == 0) {
            options_ended = true;
        } else if (!options_ended && (strcmp(arg, "--help") == 0 ||
                                      strcmp(arg, "-h") == 0)) {
            cli_print_command_help(command, out);
            return CLI_EXIT_OK;
        } else if (!options_ended && looks_like_option(arg)) {
            int status = parse_option(&call, argc, argv, &i);
            if (status != CLI_EXIT_OK)
                return status;
        } else if (call.arg_count == CLI_MAX_ARGS) {
            return cli_fail(&call, "%s: too many arguments", command->name);
        } else {
            call.args[call.arg_count++] = arg;
        }
    }
    if (call.arg_count < command->min_args ||
        call.arg_count > command->max_args)
        return cli_fail(&call, "usage: boardex %s %s (see 'boardex %s --help')",
                        command->name, command->usage, command->name);
    return command->run(&call);
}

void cli_print_command_help(const cli_command *command, FILE *out)
{
    fprintf(out, "usage: boardex %s %s\n\n%s\n", command->name,
            command->usage, command->summary);
    if (command->description != NULL)
        fprintf(out, "\n%s", command->description);
    fputs("\noptions:\n", out);
    for (const cli_option *const *o = command->options; o && *o; o++) {
        char left[40];
        snprintf(left, sizeof left, "%s%s%s", (*o)->name,
                 (*o)->value_name ? " " : "",
                 (*o)->value_name ? (*o)->value_name : "");
        fprintf(out, "  %-22s %s\n", left, (*o)->help);
    }
    fprintf(out, "  %-22s %s\n", OPT_HELP.name, OPT_HELP.help);
}

bool cli_flag(const cli_call *call, const cli_option *option)
{
    for (int i = 0; i < call->given_count; i++)
        if (call->given[i].option == option)
            return true;
    return false;
}

int cli_small_number(const char *text, int min, int max)
{
    long value = 0;
    if (*text == '\0' || strlen(text) > 9)
        return -1;
    for (const char *c = text; *c != '\0'; c++) {
        if (*c < '0' || *c > '9')
            return -1;
        value = value * 10 + (*c - '0');
    }
    return value >= min && value <= max ? (int)value : -1;
}

bool cli_threads(cli_call *call, int *threads)
{
    const char *jobs = cli_value(call, &CLI_OPT_JOBS);

    *threads = jobs == NULL ? 1 : cli_small_number(jobs, 1, CLI_MOST_THREADS);
    if (*threads < 0) {
        cli_fail(call, "%s: -j takes a number of threads from 1 to %d",
                 call->command->name, CLI_MOST_THREADS);
        return false;
    }
    return true;
}

const char *cli_value(const cli_call *call, const cli_option *option)
{
    const char *value = NULL;
    for (int i = 0; i < call->given_count; i++)
        if (call->given[i].option == option)
            value = call->given[i].value;
    return value;
}

bool cli_board(cli_call *call, board_size *board)
{
    const char *text = cli_value(call, &CLI_OPT_SIZE);
    bx_error err;

    *board = board_standard();
    if (text != NULL && board_size_parse(text, board, &err) != BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
}

bool cli_piece(cli_call *call, piece_spec *piece)
{
    bool any = false;
    bool symmetric = cli_flag(call, &CLI_OPT_SYMMETRIC);
    bx_error err;

    piece_clear(piece);
    for (int i = 0; i < call->given_count; i++) {
        const cli_occurrence *given = &call->given[i];
        piece_spec part;
        direction_list dirs;
        bx_status status = BX_OK;
        piece_clear(&part);
        if (given->option == &CLI_OPT_PIECE) {
            status = piece_from_name(given->value, &part, &err);
        } else if (given->option == &CLI_OPT_BETZA) {
            status = piece_from_betza(given->value, &part, &err);
        } else if (given->option == &CLI_OPT_ONCE ||
                   given->option == &CLI_OPT_REPEATED) {
            status = directions_parse(given->value, &dirs, &err);
            if (status == BX_OK && symmetric)
                status = directions_symmetric(&dirs, &err);
            if (status == BX_OK)
                status = piece_add_directions(
                    &part, &dirs,
                    given->option == &CLI_OPT_ONCE ? 1
                                                   : PIECE_RANGE_UNLIMITED,
                    &err);
        } else {
            continue;
        }
        any = true;
        if (status == BX_OK)
            status = piece_join(piece, &part, &err);
        if (status != BX_OK) {
            cli_fail(call, "%s", err.message);
            return false;
        }
    }
    if (!any)
        piece_from_name("knight", piece, NULL);
    return true;
}

bool cli_blockers(cli_call *call, board_size board, square_set *out)
{
    const char *text = cli_value(call, &CLI_OPT_BLOCKERS);
    bx_error err;
    square_set_clear(out);
    if (text != NULL && square_list_parse(board, text, out, &err) != BX_OK) {
        cli_fail(call, "--blockers: %s", err.message);
        return false;
    }
    return true;
}

bool cli_piece_square(cli_call *call, board_size board,
                      const square_set *blockers, const char *text,
                      square *sq)
{
    char quoted[BX_QUOTE_MAX];
    if (!cli_square(call, board, text, sq))
        return false;
    if (!square_set_has(blockers, square_index(board, *sq)))
        return true;
    bx_quote(quoted, text);
    cli_fail(call, "'%s' holds a blocker: the piece stands on an empty "
             "square", quoted);
    return false;
}

bool cli_square(cli_call *call, board_size board, const char *text,
                square *sq)
{
    bx_error err;
    if (square_parse(board, text, sq, &err) != BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
}

void cli_piece_spec_label(const char *spec, char *out, size_t size)
{
    const piece_preset_info *preset = piece_preset_named(spec);
    if (preset != NULL && strcmp(preset->name, spec) == 0)
        snprintf(out, size, "%s (%s)", preset->name, preset->betza);
    else
        snprintf(out, size, "%s", spec); /* Betza, or a preset's Betza */
}

void cli_piece_label(const cli_call *call, char *out, size_t size)
{
    size_t used = 0;

    cli_piece_spec_label("knight", out, size);
    for (int i = 0; i < call->given_count; i++) {
        const cli_occurrence *given = &call->given[i];
        char part[64];
        if (given->option == &CLI_OPT_ONCE ||
            given->option == &CLI_OPT_REPEATED) {
            snprintf(out, size, "custom piece");
            return;
        }
        if ((given->option != &CLI_OPT_PIECE &&
             given->option != &CLI_OPT_BETZA) ||
            used >= size)
            continue;
        /* Pieces joined: "knight (N) + bishop (B)". */
        cli_piece_spec_label(given->value, part, sizeof part);
        int n = snprintf(out + used, size - used, "%s%s",
                         used > 0 ? " + " : "", part);
        used = n < 0 ? size : used + (size_t)n;
    }
}

/* Presets are lower-case words; Betza needs an atom, an upper-case
 * letter or a "(a,b)" leap. */
static bool looks_like_betza(const char *text)
{
    for (; *text != '\0'; text++)
        if ((*text >= 'A' && *text <= 'Z') || *text == '(')
            return true;
    return false;
}

bool cli_piece_named(cli_call *call, const char *text, piece_spec *piece)
{
    bx_error err;
    if (piece_from_name(text, piece, &err) == BX_OK)
        return true;
    if (looks_like_betza(text)) {
        bx_error betza_err;
        if (piece_from_betza(text, piece, &betza_err) == BX_OK)
            return true;
        err = betza_err;
    }
    cli_fail(call, "%s", err.message);
    return false;
}
