/* Pasted text (game_paste.h): whatever it holds, a FEN found is one line
 * of printable text with single blanks, none at either end, shorter than
 * GAME_FEN_MAX, and finding it again in itself, as text, gives itself
 * back; a refusal is one printable line. */
#include "game_paste.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char fen[GAME_FEN_MAX];
    char again[GAME_FEN_MAX];
    game_paste_source source;
    bx_error err;
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    if (game_paste_fen(text, fen, &source, &err) != BX_OK) {
        fuzz_require_message(err.message);
        free(text);
        return 0;
    }
    size_t len = strlen(fen);
    fuzz_require(len > 0 && len < GAME_FEN_MAX);
    fuzz_require(fen[0] != ' ' && fen[len - 1] != ' ');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)fen[i];
        fuzz_require(c >= 0x20 && c != 0x7f);
        fuzz_require(!(c == ' ' && fen[i + 1] == ' '));
    }
    fuzz_require(game_paste_source_name(source)[0] != '\0');
    /* Plain text found in itself is itself, once its blanks are tidy. */
    if (source == GAME_PASTE_TEXT) {
        fuzz_require(game_paste_fen(fen, again, &source, &err) == BX_OK);
        fuzz_require(strcmp(fen, again) == 0);
    }
    free(text);
    return 0;
}
