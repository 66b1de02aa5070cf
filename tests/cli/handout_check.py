#!/usr/bin/env python3
"""Reads handouts back the way a reader's tools would.

  handout_check.py svg FILE.svg FILES RANKS [SQUARE=RRGGBB ...]
      xmllint --noout accepts the file; rsvg-convert renders it to PNG; the
      PNG is as large as the SVG says; there is one rect of class "square"
      per square; nothing is fetched from elsewhere; and each SQUARE (a
      FIDE name) is filled with RRGGBB, in the SVG and at the centre of the
      square in the rendered PNG.
  handout_check.py csv FILE.csv TEXT_FILE
      the CSV, read by Python's csv module, has the header rank,a,b,... and
      rank numbers from the top rank down, and its cells equal the
      whitespace-separated text grid.

Prints what is wrong and exits 1; exits 0 when all holds. The PNG reader
is written here (zlib and the five PNG filters) so no imaging library is
needed."""
import csv
import re
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

SVG_NS = "{http://www.w3.org/2000/svg}"


def read_png(path):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB/RGBA PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError("unexpected PNG kind %r" % (header,))
    channels = 3 if colour == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 255
        rows.append([tuple(line[x * channels:x * channels + 3])
                     for x in range(width)])
        previous = line
    return width, height, rows


def square_index(name, files, ranks):
    col = ord(name[0]) - ord("a")
    rank = int(name[1:])
    return (ranks - rank) * files + col


def check_svg(path, files, ranks, expectations):
    problems = []
    lint = subprocess.run(["xmllint", "--noout", path], capture_output=True,
                          text=True)
    if lint.returncode != 0:
        problems.append("xmllint: " + lint.stderr.strip())
        return problems
    text = open(path, encoding="utf-8").read()
    for outside in ("<script", "href", "url(", "@import", "<image"):
        if outside in text:
            problems.append("refers to something outside: " + outside)
    root = ET.parse(path).getroot()
    if root.tag != SVG_NS + "svg" or root.get("version") != "1.1":
        problems.append("not an SVG 1.1 root element")
    width, height = int(root.get("width")), int(root.get("height"))
    if root.get("viewBox") != "0 0 %d %d" % (width, height):
        problems.append("viewBox %r for %dx%d" % (root.get("viewBox"), width,
                                                  height))
    if root.find(SVG_NS + "title") is None:
        problems.append("no <title>")
    # A title of several lines moves the board down in a translated group:
    # each square's rendered place is its own plus its groups' offsets.
    offset = {}

    def walk(element, dy):
        for child in element:
            shift = re.match(r"translate\(\s*[-\d.]+\s*,\s*([-\d.]+)\s*\)",
                             child.get("transform", ""))
            below = dy + (float(shift.group(1)) if shift else 0.0)
            if child.tag == SVG_NS + "rect":
                offset[child] = below
            walk(child, below)

    walk(root, 0.0)
    squares = [r for r in root.iter(SVG_NS + "rect")
               if r.get("class") == "square"]
    if len(squares) != files * ranks:
        problems.append("%d squares, expected %d" % (len(squares),
                                                     files * ranks))
        return problems
    with tempfile.TemporaryDirectory() as scratch:
        png = scratch + "/picture.png"
        render = subprocess.run(["rsvg-convert", "-f", "png", "-o", png,
                                 path], capture_output=True, text=True)
        if render.returncode != 0:
            problems.append("rsvg-convert: " + render.stderr.strip())
            return problems
        png_width, png_height, pixels = read_png(png)
    if (png_width, png_height) != (width, height):
        problems.append("PNG is %dx%d, SVG says %dx%d" % (
            png_width, png_height, width, height))
    for expectation in expectations:
        name, want = expectation.split("=")
        rect = squares[square_index(name, files, ranks)]
        if rect.get("fill").lower() != "#" + want.lower():
            problems.append("%s is filled %s in the SVG, expected #%s" % (
                name, rect.get("fill"), want))
        x = int(float(rect.get("x")) + float(rect.get("width")) / 2)
        y = int(float(rect.get("y")) + float(rect.get("height")) / 2 +
                offset[rect])
        got = "%02x%02x%02x" % pixels[y][x]
        if got != want.lower():
            problems.append("%s's centre (%d, %d) renders #%s, expected #%s"
                            % (name, x, y, got, want))
    return problems


def check_csv(path, text_path):
    problems = []
    with open(path, newline="", encoding="utf-8") as f:
        table = list(csv.reader(f))
    grid = [line.split() for line in open(text_path, encoding="utf-8")
            if line.strip()]
    files = len(grid[0])
    header = ["rank"] + [chr(ord("a") + i) for i in range(files)]
    if table[0] != header:
        problems.append("header %r, expected %r" % (table[0], header))
    ranks = [row[0] for row in table[1:]]
    if ranks != [str(len(grid) - i) for i in range(len(grid))]:
        problems.append("ranks %r" % ranks)
    if [row[1:] for row in table[1:]] != grid:
        problems.append("the cells differ from the text grid")
    return problems


def main(argv):
    if argv[1] == "svg":
        problems = check_svg(argv[2], int(argv[3]), int(argv[4]), argv[5:])
    else:
        problems = check_csv(argv[2], argv[3])
    for problem in problems:
        print(argv[2] + ": " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
