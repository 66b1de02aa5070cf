// Fairy-Stockfish's side of tests/oracle/variant_files.py, through the
// ffish npm package (its engine compiled to WebAssembly; Debian's
// fairy-stockfish 11.1 crashes on customPiece lines in a variant file).
// Reads a JSON list of jobs on stdin: {ini, name, plies, seed, depth};
// loads each section, plays `plies` random legal moves from its start
// (seeded), and writes a JSON list of {fen, perft} (perft of that
// position, or an error).
// Usage: node ffish_perft.js < jobs.json  (NODE_PATH naming ffish's home)
'use strict';
// ffish's loader fetches its .wasm with fetch() when there is one, which
// fails on a file path under Node 18 and later: read it from disk instead.
globalThis.fetch = undefined;
const ffish = require('ffish');

function random(seed) {
    let s = seed >>> 0 || 1;
    return () => {
        s ^= s << 13; s >>>= 0;
        s ^= s >>> 17;
        s ^= s << 5; s >>>= 0;
        return s / 4294967296;
    };
}

function moves(board) {
    return board.legalMoves().split(' ').filter((m) => m.length > 0);
}

function perft(board, depth) {
    const list = moves(board);
    if (depth <= 1)
        return depth === 1 ? list.length : 1;
    let n = 0;
    for (const m of list) {
        board.push(m);
        n += perft(board, depth - 1);
        board.pop();
    }
    return n;
}

ffish.onRuntimeInitialized = () => {
    const jobs = JSON.parse(require('fs').readFileSync(0, 'utf8'));
    const out = jobs.map((job) => {
        try {
            ffish.loadVariantConfig(job.ini);
            if (!ffish.variants().split(' ').includes(job.name))
                return {error: 'not loaded'};
            const board = new ffish.Board(job.name);
            const next = random(job.seed);
            for (let i = 0; i < job.plies; i++) {
                const list = moves(board);
                if (list.length === 0)
                    break;
                board.push(list[Math.floor(next() * list.length)]);
            }
            const result = {fen: board.fen(), perft: perft(board, job.depth)};
            board.delete();
            return result;
        } catch (e) {
            return {error: String(e)};
        }
    });
    process.stdout.write(JSON.stringify(out) + '\n');
};
