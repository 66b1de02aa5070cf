/* The one table of piece letters (chess_square.h). */
#include "chess_square.h"

/* In chess_kind order. */
static const char KIND_LETTERS[CHESS_KINDS + 1] = "pnbrqk";

char chess_piece_letter(chess_color color, chess_kind kind,
                        chess_letter_case letters)
{
    char letter = KIND_LETTERS[kind];
    bool upper = (color == CHESS_WHITE) == (letters == LETTERS_FEN);
    return upper ? (char)(letter - 'a' + 'A') : letter;
}

bool chess_piece_of_letter(char letter, chess_letter_case letters,
                           chess_color *color, chess_kind *kind)
{
    bool upper = letter >= 'A' && letter <= 'Z';
    char lower = upper ? (char)(letter - 'A' + 'a') : letter;
    for (int k = 0; k < CHESS_KINDS; k++)
        if (lower != '\0' && KIND_LETTERS[k] == lower) {
            *kind = (chess_kind)k;
            *color = upper == (letters == LETTERS_FEN) ? CHESS_WHITE
                                                        : CHESS_BLACK;
            return true;
        }
    return false;
}

const char *chess_color_name(chess_color color)
{
    return color == CHESS_WHITE ? "white" : "black";
}
