/* Naming the two sets of rules, and the verdict every board shares
 * (chess_rules.h). */
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

bx_status chess_rules_judge(const chess_rule_facts *facts, bx_error *err)
{
    for (int c = 0; c < CHESS_COLORS; c++) {
        const char *name = chess_color_name((chess_color)c);
        if (facts->kings[c] > 1)
            return bx_fail(err, BX_INVALID,
                           "%s has %d kings; a colour has at most one", name,
                           facts->kings[c]);
        if (facts->stuck_pawn[c][0] != '\0')
            return bx_fail(err, BX_INVALID,
                           "%s pawn on its own first rank at %s", name,
                           facts->stuck_pawn[c]);
    }
    if (facts->both_in_check)
        return bx_fail(err, BX_INVALID, "both kings are in check");
    return BX_OK;
}
