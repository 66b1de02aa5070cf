"""What the differential test reads from a FEN: the pieces by square,
the pieces a side has besides its king, and which special move (promotion,
castling, en passant) a move in coordinates is."""
import re


def board_of(fen):
    """The FEN's pieces by square name (a1, j10)."""
    rows = fen.split(" ")[0].split("/")
    squares = {}
    for rank, row in zip(range(len(rows), 0, -1), rows):
        file = 0
        for run in re.findall(r"\d+|.", row):
            if run.isdigit():
                file += int(run)
            else:
                squares["%s%d" % (chr(ord("a") + file), rank)] = run
                file += 1
    return squares


def kinds_of_move(board, move):
    """Whether move (on the board of board_of) is a promotion (a letter
    after the squares), castling (the king two files or more sideways) or
    en passant (a pawn changing file onto an empty square): a set of
    those names, empty for any other move."""
    match = re.match(r"([a-z])(\d+)([a-z])(\d+)([a-z]?)$", move)
    if not match:
        return set()
    start = match.group(1) + match.group(2)
    end = match.group(3) + match.group(4)
    piece = board.get(start, "").lower()
    if match.group(5):
        return {"promotion"}
    if piece == "k" and abs(ord(start[0]) - ord(end[0])) >= 2:
        return {"castling"}
    if piece == "p" and start[0] != end[0] and end not in board:
        return {"en passant"}
    return set()


def kinds_of(fen, moves):
    """The kinds of special move among moves (see kinds_of_move)."""
    board = board_of(fen)
    return set().union(*(kinds_of_move(board, m) for m in moves))
