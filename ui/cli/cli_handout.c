/* The handout options of the CLI. */
#include "cli_handout.h"

#include <string.h>


const cli_option CLI_OPT_FORMAT = {"--format", "FORMAT",
                                   "text (default), csv, markdown or svg"};
const cli_option CLI_OPT_SCALE = {
    "--scale", "SCALE",
    "svg colours: relative (this grid's range) or absolute (0 to W*H-1)"};
const cli_option CLI_OPT_MONO = {"--mono", NULL,
                                 "svg in greys for a black-and-white printer"};

bool cli_handout_style(cli_call *call, handout_style *style)
{
    const char *format = cli_value(call, &CLI_OPT_FORMAT);
    const char *scale = cli_value(call, &CLI_OPT_SCALE);

    *style = (handout_style){HANDOUT_TEXT, false, cli_flag(call, &CLI_OPT_MONO)};
    if (format != NULL && !handout_format_of(format, &style->format)) {
        cli_fail(call, "%s: --format takes text, csv, markdown or svg",
                 call->command->name);
        return false;
    }
    if (scale != NULL && strcmp(scale, "absolute") == 0)
        style->absolute = true;
    else if (scale != NULL && strcmp(scale, "relative") != 0) {
        cli_fail(call, "%s: --scale takes relative or absolute",
                 call->command->name);
        return false;
    }
    return true;
}
