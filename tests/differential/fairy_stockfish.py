#!/usr/bin/env python3
"""Holds boardex's variants against Fairy-Stockfish, an engine written apart.

  fairy_stockfish.py BOARDEX [--variant NAME]... [--positions N] [--depth D]
                     [--seed S] [--jobs J] [--engine PATH]
                     [--boardex-variant NAME] [--strip-en-passant]
                     [--only castling|en-passant] [--expect-difference]

For each variant (every one `boardex variants` lists, unless --variant
names some; one the engine does not play built in is read from boardex's
own section of it, `boardex variant NAME --ini`, where this engine can
read that, and is skipped with the reason where it cannot) it plays random games from the start position in
Fairy-Stockfish, each a random number of plies long (seeded: the same seed
gives the same games), takes the FENs Fairy-Stockfish writes at the end and
at a random ply on the way, and asks both programs about each, until N
positions of the variant are compared:
  - `boardex legal` against the root moves of Fairy-Stockfish's `go perft`;
  - `boardex perft D --divide` against `go perft D`, move by move;
  - `boardex perft D --hash 1` (the total alone, counted with a perft
    memory, another code path) against its total;
  - `boardex count` (both sides) against the root moves, and the engine's
    perft 1 with the turn passed (-1 when the side to move is in check);
  - `boardex fen` must write the FEN back as it was read.
Moves are compared as both programs write them (e2e4, a7a8q, j9j10, the king
move e1g1 or e1i1 for castling), as sorted lists.

Prints one line per difference (variant, FEN, what differs) and a summary
per variant (with how many positions had a promotion, castling or en
passant among their root moves, so that a reader sees the rules were
reached); exits 1 when anything differs, 0 when all agree, 77 (skipped)
when the engine is not installed.

The two options that break a rule show that the comparison can fail:
--boardex-variant NAME asks boardex under another variant than the engine
plays (nocastle against chess), --strip-en-passant gives boardex the FEN
without its en-passant square; --only keeps the positions whose FEN has
castling rights (or an en-passant square), where such a break can show.
With --expect-difference the exit status is turned round: 0 when the moves
or perft counts of some position differ, 1 when none do."""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

# The modules beside this script are imported from the source tree, which
# a test run must leave as it was: no __pycache__ written there.
sys.dont_write_bytecode = True
# pylint: disable=wrong-import-position
from fen_moves import board_of, kinds_of, kinds_of_move
from uci_engine import MOVE_COUNT, Engine

ENGINE = "/usr/games/fairy-stockfish"
SKIPPED = 77
# The longest random game in plies; games also end where the side to move
# has no moves.
MAX_PLIES = 120


def boardex(binary, *args):
    """boardex's stdout; its stderr and status when it fails."""
    done = subprocess.run([binary, *args], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        return None, "exit %d: %s" % (done.returncode, done.stderr.strip())
    return done.stdout, None


def parse_divide(text):
    divide = {}
    lines = text.splitlines()
    for line in lines[:-1]:
        match = MOVE_COUNT.match(line)
        if match:
            divide[match.group(1)] = int(match.group(2))
    return divide, int(lines[-1])


def for_boardex(args, fen):
    """The FEN boardex is given: the engine's, a running count too, or
    with --strip-en-passant without its en-passant square."""
    fields = fen.split(" ")
    if args.strip_en_passant and len(fields) > 3:
        fields[3] = "-"
        return " ".join(fields)
    return fen


def counting(fen):
    """Whether the engine's FEN holds a running count: under a counting rule
    (makruk, asean, ai-wok) it writes the counting limit where the
    en-passant square goes and the counting ply for the half-move clock
    (4k3/8/8/8/8/8/R7/4K3 b - 32 6 1 after a1a2 from 4k3/8/8/8/8/8/8/R3K3
    w - - 0 1), which boardex reads and must write back."""
    fields = fen.split(" ")
    return len(fields) > 4 and fields[3].isdigit()


def excluded(args, variant, fen):
    """Why the position is left out, or None.

    With --only, the positions without the castling rights or en-passant
    square that the broken rule is about."""
    fields = fen.split(" ")
    if args.only == "castling" and fields[2] == "-":
        return "no castling rights (--only castling)"
    if args.only == "en-passant" and fields[3] == "-":
        return "no en-passant square (--only en-passant)"
    return None


def weight(board, move):
    """How likely random play is to pick move: pawn moves four times as
    likely as others, rook moves half and king moves other than castling
    a quarter, so that more games reach promotions and keep their
    castling rights."""
    piece = board.get(re.match(r"[a-z]\d+", move).group(0), "").lower()
    if piece == "p":
        return 4.0
    if piece == "k" and "castling" not in kinds_of_move(board, move):
        return 0.25
    if piece == "r":
        return 0.5
    return 1.0


def random_positions(args, engine, start, rng):
    """Plays a random game from start in the engine and returns the FENs
    at its end and at a random ply on the way (two positions for one
    game's moves: the engine's move lists cost as much as the comparing);
    with --only, the FENs of every ply, as few have what it asks for."""
    moves = []
    fens = []
    for _ in range(rng.randrange(MAX_PLIES + 1)):
        engine.position(start, moves)
        fens.append(engine.fen())
        legal = sorted(engine.perft(1)[0])
        if not legal:
            break
        board = board_of(fens[-1])
        moves.append(rng.choices(
            legal, weights=[weight(board, m) for m in legal])[0])
    if len(fens) == len(moves):
        engine.position(start, moves)
        fens.append(engine.fen())
    if args.only:
        return fens
    return [fens[i] for i in sorted({rng.randrange(len(fens)),
                                     len(fens) - 1})]


def compare(args, variant, engine, fen, tally):
    """The differences between boardex and the engine on fen, as lines,
    and whether the moves or their counts are among them."""
    ours = args.boardex_variant or variant
    given = for_boardex(args, fen)
    tally.counting += counting(fen)
    common = ["--variant", ours, "--fen", given]
    problems = []

    engine.position(fen)
    theirs, their_total = engine.perft(args.depth)
    their_moves = sorted(theirs)
    for kind in kinds_of(fen, their_moves):
        tally.kinds[kind] = tally.kinds.get(kind, 0) + 1

    out, error = boardex(args.boardex, "legal", *common)
    if error:
        return ["legal: " + error], True
    our_moves = sorted(out.split())
    if our_moves != their_moves:
        problems.append("legal: only boardex %s; only the engine %s" % (
            sorted(set(our_moves) - set(their_moves)),
            sorted(set(their_moves) - set(our_moves))))

    out, error = boardex(args.boardex, "perft", str(args.depth), "--divide",
                         *common)
    if error:
        return problems + ["perft --divide: " + error], True
    divide, total = parse_divide(out)
    differing = ["%s %s/%s" % (m, divide.get(m), theirs.get(m))
                 for m in sorted(set(divide) | set(theirs))
                 if divide.get(m) != theirs.get(m)]
    if differing or total != their_total:
        problems.append("perft %d --divide: total %d/%d; moves "
                        "(boardex/engine) %s" % (args.depth, total,
                                                 their_total, differing))

    out, error = boardex(args.boardex, "perft", str(args.depth), "--hash",
                         "1", *common)
    if error or int(out) != their_total:
        problems.append("perft %d --hash 1: %s, the engine %d" % (
            args.depth, error or out.strip(), their_total))

    problems += compare_count(args, ours, engine, fen, given, len(theirs))
    moves_differ = bool(problems)
    out, error = boardex(args.boardex, "fen", *common)
    if error or out.strip() != given:
        problems.append("fen: wrote %s" % (error or out.strip()))
    return problems, moves_differ


def compare_count(args, ours, engine, fen, given, movers):
    """`boardex count` ('B W', both sides' move counts) against the engine:
    the side to move's is its number of root moves; the other side's is -1
    when the side to move is in check, else the engine's perft 1 with the
    turn passed (and no en-passant square, which only the mover has)."""
    out, error = boardex(args.boardex, "count", "--variant", ours, "--fen",
                         given)
    if error:
        return ["count: " + error]
    counts = dict(zip("bw", (int(n) for n in out.split())))
    fields = given.split(" ")
    mover, other = fields[1], "b" if fields[1] == "w" else "w"
    engine.position(fen)
    if engine.in_check():
        others = -1
    else:
        fields[1] = other
        if len(fields) > 3:
            fields[3] = "-"
        engine.position(" ".join(fields))
        others = engine.perft(1)[1]
    if counts[mover] == movers and counts[other] == others:
        return []
    return ["count: %s, the engine %s" % (
        out.strip(), "%d %d" % ((movers, others) if mover == "b"
                                else (others, movers)))]


class Tally:
    def __init__(self, variant):
        self.variant = variant
        self.positions = 0
        self.differing = 0
        self.moves_differ = 0
        self.kinds = {}
        self.excluded = {}
        self.counting = 0
        self.lines = []
        self.skipped = None


def check(args, variant, engine, fen, tally):
    if tally.positions == args.positions:
        return
    reason = excluded(args, variant, fen)
    if reason:
        tally.excluded[reason] = tally.excluded.get(reason, 0) + 1
        return
    tally.positions += 1
    problems, moves_differ = compare(args, variant, engine, fen, tally)
    tally.moves_differ += moves_differ
    if problems:
        tally.differing += 1
        for problem in problems:
            tally.lines.append("%s %s: %s" % (variant, fen, problem))


# What Debian's 11.1 cannot read in a variants.ini section: it dies on a
# customPiece line, reads no Betza after the king's letter, and plays en
# passant whatever enPassantRegion says (georgian: f7f5 then e5f6).
UNREADABLE = re.compile(
    r"^((customPiece\d+|king) = [a-z]:|enPassantRegion = -$)", re.M)


def set_variant(args, engine, variant, work):
    """Sets the engine to play variant: its own, or else boardex's
    section of it (`boardex variant NAME --ini`) read from a file. None,
    or why it cannot."""
    if variant in engine.variants:
        engine.variant(variant)
        return None
    section, error = boardex(args.boardex, "variant", variant, "--ini")
    if error:
        raise RuntimeError("boardex variant --ini: " + error)
    if UNREADABLE.search(section):
        return ("this Fairy-Stockfish does not play it and cannot read its "
                "section; tests/oracle/variant_files.py --builtins does")
    path = os.path.join(work, variant + ".ini")
    with open(path, "w") as out:
        out.write(section)
    engine.load(path)
    engine.variant(variant + "-boardex")
    return None


def run_variant(args, variant, tally):
    engine = Engine(args.engine)
    work = tempfile.mkdtemp()
    try:
        tally.skipped = set_variant(args, engine, variant, work)
        if tally.skipped:
            return
        out, error = boardex(args.boardex, "fen", "--variant", variant)
        if error:
            tally.lines.append("%s: boardex fen: %s" % (variant, error))
            tally.differing += 1
            return
        start = out.strip()
        # One generator per variant: the games do not depend on the order
        # the threads run in.
        rng = random.Random("%s/%s" % (args.seed, variant))
        while tally.positions < args.positions:
            for fen in random_positions(args, engine, start, rng):
                check(args, variant, engine, fen, tally)
    finally:
        engine.close()
        shutil.rmtree(work, ignore_errors=True)


def variants_of(binary):
    out, error = boardex(binary, "variants")
    if error:
        sys.exit("fairy_stockfish.py: boardex variants: " + error)
    return [line.split()[0] for line in out.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(
        description="boardex's variants against Fairy-Stockfish")
    parser.add_argument("boardex")
    parser.add_argument("--variant", action="append")
    parser.add_argument("--positions", type=int, default=140)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--engine", default=ENGINE)
    parser.add_argument("--boardex-variant")
    parser.add_argument("--strip-en-passant", action="store_true")
    parser.add_argument("--only", choices=("castling", "en-passant"))
    parser.add_argument("--expect-difference", action="store_true")
    args = parser.parse_args()

    if shutil.which(args.engine) is None:
        print("skipped: %s is not installed (Debian's fairy-stockfish "
              "package; scripts/install-deps installs it)" % args.engine)
        return SKIPPED

    variants = args.variant or variants_of(args.boardex)
    tallies = [Tally(v) for v in variants]
    began = time.monotonic()
    pending = list(tallies)
    lock = threading.Lock()
    failures = []

    def worker():
        while True:
            with lock:
                if not pending:
                    return
                tally = pending.pop(0)
            try:
                run_variant(args, tally.variant, tally)
            # Any error fails the run: one lost in a thread would
            # otherwise leave its variant half compared and the run green.
            except Exception as error:  # pylint: disable=broad-except
                failures.append("%s: %s: %s" % (
                    tally.variant, type(error).__name__, error))

    threads = [threading.Thread(target=worker) for _ in range(args.jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    differing = 0
    for tally in tallies:
        for line in tally.lines:
            print(line)
    for tally in tallies:
        differing += tally.differing
        left_out = "".join("; left out %d: %s" % (n, reason)
                           for reason, n in sorted(tally.excluded.items()))
        if tally.counting:
            left_out += "; %d with a running count" % tally.counting
        if tally.skipped:
            print("%-11s skipped: %s" % (tally.variant, tally.skipped))
            continue
        kinds = ", ".join("%s %d" % (kind, n)
                          for kind, n in sorted(tally.kinds.items()))
        print("%-11s %4d positions, depth %d, %d differ, %d in moves or "
              "counts (at the root: %s)%s" % (
                  tally.variant, tally.positions, args.depth,
                  tally.differing, tally.moves_differ,
                  kinds or "no special moves", left_out))
    for failure in failures:
        print("failed: " + failure)
    total = sum(t.positions for t in tallies)
    print("%d positions in %d variants, %d differ, %.0f s" % (
        total, len(tallies), differing, time.monotonic() - began))
    if failures:
        return 1
    if args.expect_difference:
        if sum(t.moves_differ for t in tallies) == 0:
            print("expected the moves to differ somewhere (a rule is "
                  "broken on purpose); they never did")
            return 1
        return 0
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
