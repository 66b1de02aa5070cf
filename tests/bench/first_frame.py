#!/usr/bin/env python3
"""Wall time from starting the explorer to its first full frame.

    first_frame.py path/to/boardex [RUNS]

Starts boardex on an 80x24 pseudo-terminal (TERM=xterm-256color, UTF-8),
waits for the hint line, the last thing a frame draws, then sends q.
Prints the median and worst of RUNS starts, and the median CPU the whole
run took (start, first frame and quitting), which a busy machine does not
inflate the way it does wall time."""
import fcntl, os, pty, select, struct, sys, termios, time

def one_run(binary):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", LANG="C.UTF-8")
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execv(binary, [binary])
    seen = b""
    while b"WxH" not in seen:
        ready, _, _ = select.select([fd], [], [], 5)
        if not ready:
            raise SystemExit("no frame within 5 s")
        seen += os.read(fd, 65536)
    elapsed = time.perf_counter() - start
    os.write(fd, b"q")
    _, _, usage = os.wait4(pid, 0)
    os.close(fd)
    return elapsed, usage.ru_utime + usage.ru_stime

binary = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
results = [one_run(binary) for _ in range(runs)]
times = sorted(wall for wall, _ in results)
cpu = sorted(used for _, used in results)
print(f"first frame: median {times[len(times) // 2] * 1e3:.1f} ms, "
      f"worst {times[-1] * 1e3:.1f} ms over {runs} starts; "
      f"CPU of a whole run: median {cpu[len(cpu) // 2] * 1e3:.1f} ms")
