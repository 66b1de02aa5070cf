#!/usr/bin/env python3
"""Random variants.ini sections read by boardex and by Fairy-Stockfish.

Writes COUNT random sections (random pieces in Betza, boards up to 12x10,
the promotion, double-step, en-passant and castling keys, sometimes a
parent), then for each plays random moves from its start with
Fairy-Stockfish (the ffish npm package, run by ffish_perft.js: Debian's
fairy-stockfish 11.1 crashes on customPiece lines in a variant file) and
compares perft at the start and at the position reached with
`boardex perft --variant-file`. A file boardex refuses is counted apart
with its message; any difference in a count fails.

usage: variant_files.py BOARDEX COUNT [SEED] [--keep DIR] [--break RULE]
       variant_files.py BOARDEX --builtins [SEED]
--builtins takes instead every built-in variant's section as
`boardex variant NAME --ini` writes it, at its start and after random
moves: the sections Debian's 11.1 cannot read (custom pieces, a king that
moves otherwise) included.
needs node, with NODE_PATH naming the node_modules that holds ffish.
--break ep|promotion gives boardex alone a broken copy of each file (no en
passant; promotion to any piece), which must make the comparison fail.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SPECIAL = ["pR", "pB", "gR", "gB", "nN", "nA", "mRcpR"]
# Two direction letters on one atom (fsQ, fsA) read differently in the
# two programs' Betza: left to the Betza tests.
DIRS = ["", "", "", "f", "b", "s", "v"]
MODES = ["", "", "", "m", "c"]
LETTERS = "acdefghijlmostuvwxyz"


def betza(rng, mobile):
    """A random piece; mobile: with a quiet move from every square (which
    immobilityIllegal asks of every piece in Fairy-Stockfish, of pawns only
    in boardex, so that boardex refuses the file otherwise)."""
    if mobile:
        return betza(rng, False) + "K"
    if rng.random() < 0.15:
        return rng.choice(SPECIAL)
    # Distinct atoms: "C" then "C" would read as a camel rider "CC",
    # which Fairy-Stockfish does not have (its riders are W, F and N).
    atoms = rng.sample(["W", "F", "D", "N", "A", "H", "C", "Z", "G", "R",
                        "B", "Q"], rng.randint(1, 3))
    if "N" in atoms and rng.random() < 0.2:
        atoms[atoms.index("N")] = "NN"
    # Direction letters on the camel and zebra read differently in the two
    # programs' Betza (fmZ); left to the Betza tests too.
    return "".join((rng.choice(DIRS) if a not in "CZ" else "") +
                   rng.choice(MODES) + a for a in atoms)


def back_rank(rng, width, letters):
    """The first rank, from a: rooks in the corners, the king between."""
    king = width // 2
    rank = [rng.choice(letters) for _ in range(width)]
    rank[0] = rank[-1] = "r"
    rank[king] = "k"
    return rank


def fen_rank(cells):
    out, empty = "", 0
    for c in cells:
        if c is None:
            empty += 1
            continue
        if empty:
            out += str(empty)
            empty = 0
        out += c
    return out + (str(empty) if empty else "")


def section(rng, name):
    width = rng.randint(5, 12)
    height = rng.randint(6, 10)
    pieces = {}
    custom = rng.sample(LETTERS, rng.randint(1, 4))
    standard = [l for l in "nbq" if rng.random() < 0.6]
    kind = rng.random()
    first = height if kind < 0.5 else height - rng.randint(1, 2)
    mandatory = kind < 0.75
    for i, letter in enumerate(custom):
        pieces[letter] = betza(rng, not mandatory and rng.random() < 0.8)
    back = back_rank(rng, width, custom + standard)
    board = [[None] * width for _ in range(height)]
    board[0] = [c.upper() for c in back]
    board[height - 1] = list(back)
    for f in range(width):
        board[1][f] = "P"
        board[height - 2][f] = "p"
    # A pawn or two near promotion, mirrored, off the kings' files.
    king = width // 2
    near = first - 2  # the rank before the promotion region, 0-based
    if 2 < near < height - 3 and rng.random() < 0.6:
        for f in rng.sample(range(width), 2):
            if abs(f - king) > 1:
                board[near][f] = "P"
                board[height - 1 - near][f] = "p"
    rows = [fen_rank(board[r]) for r in range(height - 1, -1, -1)]
    castle = rng.random() < 0.5 and width >= 6
    fen = "/".join(rows) + (" w KQkq - 0 1" if castle else " w - - 0 1")

    lines = [f"[{name}]", f"maxFile = {width}", f"maxRank = {height}",
             "pawn = p", "king = k", "rook = r"]
    names = {"n": "knight", "b": "bishop", "q": "queen"}
    for l in standard:
        lines.append(f"{names[l]} = {l}")
    for i, letter in enumerate(custom):
        lines.append(f"customPiece{i + 1} = {letter}:{pieces[letter]}")
    lines.append(f"startFen = {fen}")
    choices = [l for l in custom + standard + ["r"]]
    promo = rng.sample(choices, rng.randint(1, len(choices)))
    lines.append("promotionPieceTypes = " + "".join(promo))
    region = range(first, height + 1) if not mandatory or rng.random() < .5 \
        else range(first, first + 1)
    lines.append("promotionRegionWhite = " +
                 " ".join(f"*{r}" for r in region))
    lines.append("promotionRegionBlack = " +
                 " ".join(f"*{height + 1 - r}" for r in region))
    lines.append(f"mandatoryPawnPromotion = {str(mandatory).lower()}")
    lines.append(f"immobilityIllegal = {str(not mandatory).lower()}")
    if rng.random() < 0.2:
        lines.append("promotionLimit = " + " ".join(
            f"{l}:{rng.randint(1, 2)}" for l in promo[:2]))
    double = rng.random() < 0.7
    lines.append(f"doubleStep = {str(double).lower()}")
    if double:
        lines.append("doubleStepRegionWhite = *2")
        lines.append(f"doubleStepRegionBlack = *{height - 1}")
    if rng.random() < 0.2:
        lines.append("enPassantRegion = -")
    lines.append(f"castling = {str(castle).lower()}")
    if castle:
        lines.append(f"castlingKingsideFile = {width - 1}")
        lines.append("castlingQueensideFile = c")
        lines.append("castlingRookPieces = r")
    return "\n".join(lines) + "\n"


def with_parent(rng, name, text):
    """The same rules as a child of a parent that differs."""
    parent = name + "base"
    head = text.replace(f"[{name}]", f"[{parent}]", 1)
    child = [f"[{name}:{parent}]"]
    body = text.splitlines()[1:]
    # The child restates the promotion and castling keys only.
    child += [l for l in body if l.startswith(("promotion", "castling"))]
    return head + "\n" + "\n".join(child) + "\n"


def broken(text, rule):
    """The file with one rule broken, for boardex alone."""
    if rule == "ep":
        return text + "enPassantRegion = -\n"
    pieces = r"^(?:knight|bishop|rook|queen|customPiece\d+) = ([a-z])"
    letters = set(re.findall(pieces, text, re.M))
    return text + "promotionPieceTypes = " + "".join(sorted(letters)) + "\n"


def boardex_perft(boardex, path, name, fen, depth):
    cmd = [boardex, "perft", str(depth), "--variant-file", path,
           "--variant", name]
    if fen:
        cmd += ["--fen", fen]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        return None, run.stderr.strip()
    return int(run.stdout.split()[-1]), None


def main():
    args = sys.argv[1:]
    keep = None
    rule = None
    if "--break" in args:
        rule = args[args.index("--break") + 1]
        del args[args.index("--break"):args.index("--break") + 2]
    if "--keep" in args:
        keep = args[args.index("--keep") + 1]
        del args[args.index("--keep"):args.index("--keep") + 2]
    builtins = "--builtins" in args
    if builtins:
        args.remove("--builtins")
        names = subprocess.run([args[0], "variants"], capture_output=True,
                               text=True, check=True).stdout.split("\n")
        names = [line.split()[0] for line in names if line.strip()]
        args[1:1] = [str(len(names))]
    boardex, count = args[0], int(args[1])
    seed = int(args[2]) if len(args) > 2 else 1
    rng = random.Random(seed)
    work = keep or tempfile.mkdtemp()
    os.makedirs(work, exist_ok=True)
    files, jobs = [], []
    for i in range(count):
        if builtins:
            name = names[i] + "-boardex"
            text = subprocess.run([boardex, "variant", names[i], "--ini"],
                                  capture_output=True, text=True,
                                  check=True).stdout
        else:
            name = f"random{seed}x{i}"
            text = section(rng, name)
            if rng.random() < 0.3:
                text = with_parent(rng, name, text)
        path = os.path.join(work, name + ".ini")
        with open(path, "w") as out:
            out.write(broken(text, rule) if rule else text)
        files.append((path, name))
        for plies in ((0, 4, 10, 16, 24) if builtins
                      else (0, rng.randint(3, 14))):
            jobs.append({"ini": text, "name": name, "plies": plies,
                         "seed": rng.randrange(1, 2**31),
                         "depth": 3 if builtins else 2,
                         "file": len(files) - 1})
    run = subprocess.run(["node", os.path.join(HERE, "ffish_perft.js")],
                         input=json.dumps(jobs), capture_output=True,
                         text=True, timeout=3600)
    lines = [l for l in run.stdout.splitlines() if l.startswith("[")]
    if run.returncode != 0 or not lines:
        sys.exit("ffish failed: " + run.stderr[-400:])
    answers = json.loads(lines[-1])
    refused, compared, differ, ffish_errors = {}, 0, [], 0
    refused_files = set()
    for job, answer in zip(jobs, answers):
        path, name = files[job["file"]]
        if "error" in answer:
            ffish_errors += 1
            continue
        fen = answer["fen"] if job["plies"] else None
        got, error = boardex_perft(boardex, path, name, fen, job["depth"])
        if error is not None:
            refused.setdefault(error.split(":", 3)[-1].strip(), 0)
            refused[error.split(":", 3)[-1].strip()] += 1
            refused_files.add(job["file"])
            continue
        compared += 1
        if got != answer["perft"]:
            differ.append((path, answer["fen"], got, answer["perft"]))
    print(f"files {count}, positions compared {compared}, "
          f"files boardex refused {len(refused_files)}, "
          f"ffish errors {ffish_errors}, differences {len(differ)}")
    for message, n in sorted(refused.items(), key=lambda x: -x[1]):
        print(f"  refused {n}: {message}")
    for path, fen, got, want in differ[:20]:
        print(f"  DIFF {path} {fen}: boardex {got}, Fairy-Stockfish {want}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
