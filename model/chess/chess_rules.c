/* Naming the two sets of rules (chess_rules.h). */
#include "chess_rules.h"

#include <string.h>

const char *chess_rules_name(chess_rules rules)
{
    return rules == CHESS_RULES_FIDE ? "fide" : "seed";
}

bx_status chess_rules_parse(const char *text, chess_rules *out,
                            bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    if (strcmp(text, "seed") == 0) {
        *out = CHESS_RULES_SEED;
        return BX_OK;
    }
    if (strcmp(text, "fide") == 0) {
        *out = CHESS_RULES_FIDE;
        return BX_OK;
    }
    bx_quote(quoted, text);
    return bx_fail(err, BX_INVALID, "rules '%s': expected seed or fide",
                   quoted);
}
