"""A UCI engine (Fairy-Stockfish) driven line by line: the variants it
plays, positions set by FEN and moves, `go perft` read back as the count
under each root move and the total, and `d` read back as the FEN and
whether the side to move is in check."""
import re
import subprocess

MOVE_COUNT = re.compile(r"^(\S+): (\d+)$")


class Engine:
    """A Fairy-Stockfish process spoken to over UCI."""

    def __init__(self, path):
        self.proc = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.variants = set()
        self.read_variants()

    def read_variants(self):
        """The variants it plays: the `var` words of its UCI_Variant
        option."""
        self.send("uci")
        for line in self.read_until("uciok"):
            if line.startswith("option name UCI_Variant "):
                words = line.split()
                self.variants = {word for before, word
                                 in zip(words, words[1:]) if before == "var"}

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError("the engine stopped; its last lines: "
                                   + " | ".join(lines[-5:]))
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def load(self, path):
        """Reads a variants.ini file; its sections join the variants."""
        self.send("setoption name VariantPath value " + path)
        self.read_variants()

    def variant(self, name):
        if name not in self.variants:
            raise RuntimeError("this Fairy-Stockfish does not play " + name)
        self.send("setoption name UCI_Variant value " + name)
        self.send("ucinewgame")
        self.send("isready")
        self.read_until("readyok")

    def position(self, fen, moves=()):
        command = "position fen " + fen
        if moves:
            command += " moves " + " ".join(moves)
        self.send(command)

    def perft(self, depth):
        """The root moves with their counts, and the total."""
        self.send("go perft %d" % depth)
        lines = self.read_until("Nodes searched:")
        divide = {}
        for line in lines[:-1]:
            match = MOVE_COUNT.match(line)
            if match:
                divide[match.group(1)] = int(match.group(2))
        return divide, int(lines[-1].split(":")[1])

    def fen(self):
        return self.show()[0]

    def in_check(self):
        return self.show()[1]

    def show(self):
        """The position's FEN, and whether the side to move is in check."""
        self.send("d")
        lines = self.read_until("Checkers:")
        for line in lines:
            if line.startswith("Fen: "):
                return line[len("Fen: "):], lines[-1].split(":")[1].strip()
        raise RuntimeError("the engine wrote no FEN")

    def close(self):
        self.send("quit")
        self.proc.wait()
