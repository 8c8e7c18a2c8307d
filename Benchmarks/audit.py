#!/usr/bin/env python3
"""Audit benchmark: how long `migrationkit audit` takes, and how much memory, on
  1. a schema of 1,000 tables (each with an integer key and a foreign key to the previous one),
  2. a table of 1,000,000 rows (reminders referencing 10,000 lists), and 4,000,000 rows to show
     whether memory grows with the data.

Usage: python3 Benchmarks/audit.py [--runs N] [--work DIR]
Builds the release binary (swift build -c release), generates the databases with Python's
sqlite3 module, runs each audit N times, and prints the median time and the peak RSS.
"""
import argparse, os, resource, sqlite3, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def many_tables(path, count=1000):
    db = sqlite3.connect(path)
    db.execute('CREATE TABLE "t0000" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL DEFAULT \'\')')
    for i in range(1, count):
        db.execute(f'CREATE TABLE "t{i:04}" ("id" INTEGER PRIMARY KEY, "parentID" INTEGER '
                   f'REFERENCES "t{i-1:04}"("id") ON DELETE CASCADE, "name" TEXT NOT NULL DEFAULT \'\')')
        db.execute(f'CREATE INDEX "t{i:04}_parentID" ON "t{i:04}"("parentID")')
    for i in range(count):
        db.execute(f'INSERT INTO "t{i:04}" ("id", "name") VALUES (1, \'a\'), (2, \'b\')')
    db.commit()
    db.close()


def many_rows(path, rows):
    db = sqlite3.connect(path)
    db.executescript('''
        CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL DEFAULT '');
        CREATE TABLE "reminders" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE,
                                  "title" TEXT NOT NULL DEFAULT '', "isCompleted" INTEGER NOT NULL DEFAULT 0);
        CREATE INDEX "reminders_listID" ON "reminders"("listID");
    ''')
    db.execute('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) '
               'INSERT INTO "lists" SELECT i, \'list \' || i FROM n')
    db.execute(f'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {rows}) '
               'INSERT INTO "reminders" SELECT i, 1 + i % 10000, \'reminder \' || i, i % 2 FROM n')
    db.commit()
    db.close()


def measure(binary, database, runs):
    """Median wall time and the largest peak RSS over `runs` audits, each in its own process."""
    times, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        # GNU time prints the child's peak RSS; resource's RUSAGE_CHILDREN would accumulate.
        result = subprocess.run(['/usr/bin/time', '-f', '%M', binary, 'audit', '--db-path', database, '--format', 'json'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            sys.exit(f'audit failed on {database}: {result.stderr}')
        peaks.append(int(result.stderr.strip().splitlines()[-1]))
    return statistics.median(times), max(peaks) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--runs', type=int, default=3)
    parser.add_argument('--work', default='/tmp/migrationkit-audit-bench')
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)

    subprocess.run(['swift', 'build', '-c', 'release', '--product', 'migrationkit'], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = subprocess.run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip() + '/migrationkit'

    cases = [
        ('1,000 tables', 'tables-1000.sqlite', lambda p: many_tables(p)),
        ('1,000,000 rows', 'rows-1m.sqlite', lambda p: many_rows(p, 1_000_000)),
        ('4,000,000 rows', 'rows-4m.sqlite', lambda p: many_rows(p, 4_000_000)),
    ]
    print(f'{"database":<16} {"file MB":>8} {"median s":>9} {"peak RSS MB":>12}')
    for label, name, build in cases:
        path = os.path.join(args.work, name)
        if not os.path.exists(path):
            build(path)
        seconds, peak = measure(binary, path, args.runs)
        print(f'{label:<16} {os.path.getsize(path) / 1e6:>8.1f} {seconds:>9.2f} {peak:>12.1f}')


if __name__ == '__main__':
    main()
