/* The handout options of the CLI; their words are in cli_choice.c. */
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
    /* One fault, one message: the scale is read only after a good format. */
    const char *format = cli_value_choice(call, &CLI_OPT_FORMAT, "text");
    const char *scale =
        format != NULL ? cli_value_choice(call, &CLI_OPT_SCALE, "relative")
                       : NULL;

    *style = (handout_style){HANDOUT_TEXT, false,
                             cli_flag(call, &CLI_OPT_MONO), false};
    if (format == NULL || scale == NULL)
        return false; /* the message is printed */
    handout_format_of(format, &style->format);
    style->absolute = strcmp(scale, "absolute") == 0;
    return true;
}
