/* Finding the FEN in pasted text. Each form is looked for in turn: a PGN
 * tag, a lichess URL, a fen= parameter; else the text is the FEN. URL
 * text is decoded (%2F, %20, '+' and '_' for blanks) and cut at the
 * query or fragment that follows it. */
#include "game_paste.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The variants lichess names before a FEN in an analysis URL. */
static const char *const LICHESS_VARIANTS[] = {
    "standard",  "fromPosition", "chess960", "crazyhouse",
    "antichess", "atomic",       "horde",    "kingOfTheHill",
    "racingKings", "threeCheck",
};

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Whether c is a blank as tidy() sees it. */
static bool blank(char c)
{
    return isspace((unsigned char)c) || (unsigned char)c < 0x20 || c == 0x7f;
}

/* Appends text[0..len) to out (size GAME_FEN_MAX) as a FEN: with url,
 * %XX decoded and '_' and '+' made blanks; blanks of any kind collapsed
 * to one space, none at the start or the end. False when it is too
 * long. */
static bool tidy(const char *text, size_t len, bool url,
                 char out[GAME_FEN_MAX])
{
    size_t n = 0;
    bool gap = false;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (url && c == '%' && i + 2 < len && hex_value(text[i + 1]) >= 0 &&
            hex_value(text[i + 2]) >= 0) {
            c = (char)(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
            i += 2;
        } else if (url && (c == '_' || c == '+')) {
            c = ' ';
        }
        /* Control bytes (a decoded %00 or %0A too) count as blanks. */
        if (blank(c)) {
            gap = n > 0;
            continue;
        }
        if (n + (gap ? 2 : 1) >= GAME_FEN_MAX)
            return false;
        if (gap)
            out[n++] = ' ';
        gap = false;
        out[n++] = c;
    }
    out[n] = '\0';
    return true;
}

/* The end of a URL's part that starts at text: the query, the fragment,
 * a blank or a quote ends it. */
static size_t url_part_length(const char *text, const char *stops)
{
    size_t len = 0;
    while (text[len] != '\0' && strchr(stops, text[len]) == NULL &&
           !isspace((unsigned char)text[len]) && text[len] != '"' &&
           text[len] != '>' && text[len] != '<')
        len++;
    return len;
}

static bx_status found(const char *text, size_t len, bool url,
                       game_paste_source kind, char out[GAME_FEN_MAX],
                       game_paste_source *source, bx_error *err)
{
    *source = kind;
    if (!tidy(text, len, url, out))
        return bx_fail(err, BX_INVALID, "the FEN in %s is longer than any "
                       "board's", game_paste_source_name(kind));
    if (out[0] == '\0')
        return bx_fail(err, BX_INVALID, "no FEN found in %s",
                       game_paste_source_name(kind));
    return BX_OK;
}

/* [FEN "..."]: the tag's value. */
static const char *pgn_fen(const char *text, size_t *len)
{
    const char *tag = strstr(text, "[FEN");
    if (tag == NULL)
        return NULL;
    const char *open = strchr(tag, '"');
    const char *close = open != NULL ? strchr(open + 1, '"') : NULL;
    if (close == NULL || memchr(tag, ']', (size_t)(open - tag)) != NULL)
        return NULL;
    *len = (size_t)(close - open - 1);
    return open + 1;
}

/* lichess.org/analysis/[VARIANT/]FEN, or /editor/FEN; NULL with *len 0
 * when the URL has neither. */
static const char *lichess_fen(const char *host, size_t *len)
{
    static const char *const PATHS[] = {"/analysis/", "/editor/"};
    *len = 0;
    for (size_t p = 0; p < sizeof PATHS / sizeof PATHS[0]; p++) {
        const char *at = strstr(host, PATHS[p]);
        if (at == NULL)
            continue;
        at += strlen(PATHS[p]);
        for (size_t v = 0;
             v < sizeof LICHESS_VARIANTS / sizeof LICHESS_VARIANTS[0]; v++) {
            size_t name = strlen(LICHESS_VARIANTS[v]);
            if (strncmp(at, LICHESS_VARIANTS[v], name) == 0 &&
                (at[name] == '/' || at[name] == '\0')) {
                at += name + (at[name] == '/');
                break;
            }
        }
        *len = url_part_length(at, "?#");
        return at;
    }
    return NULL;
}

/* ?fen=... or &fen=...: the parameter's value. */
static const char *fen_parameter(const char *text, size_t *len)
{
    static const char *const KEYS[] = {"?fen=", "&fen="};
    for (size_t k = 0; k < sizeof KEYS / sizeof KEYS[0]; k++) {
        const char *at = strstr(text, KEYS[k]);
        if (at != NULL) {
            at += strlen(KEYS[k]);
            *len = url_part_length(at, "&#");
            return at;
        }
    }
    return NULL;
}

static bool is_url(const char *text)
{
    while (*text != '\0' && blank(*text))
        text++;
    return strstr(text, "://") != NULL || strncmp(text, "lichess.org/", 12) == 0 ||
           strncmp(text, "www.", 4) == 0;
}

bx_status game_paste_fen(const char *text, char out[GAME_FEN_MAX],
                         game_paste_source *source, bx_error *err)
{
    size_t len = 0;
    const char *fen;
    out[0] = '\0';
    *source = GAME_PASTE_TEXT;
    if ((fen = pgn_fen(text, &len)) != NULL)
        return found(fen, len, false, GAME_PASTE_PGN, out, source, err);
    const char *lichess = strstr(text, "lichess.org");
    if (lichess != NULL && (fen = lichess_fen(lichess, &len)) != NULL)
        return found(fen, len, true, GAME_PASTE_LICHESS, out, source, err);
    if ((fen = fen_parameter(text, &len)) != NULL)
        return found(fen, len, true,
                     strstr(text, "chess.com") != NULL ? GAME_PASTE_CHESSCOM
                                                       : GAME_PASTE_URL,
                     out, source, err);
    if (is_url(text)) {
        *source = GAME_PASTE_URL;
        return bx_fail(err, BX_INVALID,
                       "no FEN found in the URL: a lichess analysis URL "
                       "carries one after /analysis/, others in ?fen=");
    }
    if (strchr(text, '[') != NULL && strchr(text, ']') != NULL &&
        strchr(text, '"') != NULL) {
        *source = GAME_PASTE_PGN;
        return bx_fail(err, BX_INVALID,
                       "no FEN found in the PGN: it has no [FEN \"...\"] "
                       "tag");
    }
    if (!tidy(text, strlen(text), false, out))
        return bx_fail(err, BX_INVALID, "the FEN is longer than any board's");
    if (out[0] == '\0')
        return bx_fail(err, BX_INVALID, "no FEN found: the text is blank");
    return BX_OK;
}

const char *game_paste_source_name(game_paste_source source)
{
    switch (source) {
    case GAME_PASTE_LICHESS:
        return "a lichess URL";
    case GAME_PASTE_CHESSCOM:
        return "a chess.com URL";
    case GAME_PASTE_URL:
        return "a URL's fen= parameter";
    case GAME_PASTE_PGN:
        return "a PGN [FEN] tag";
    case GAME_PASTE_TEXT:
    default:
        return "the text";
    }
}
