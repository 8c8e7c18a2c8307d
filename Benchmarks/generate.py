#!/usr/bin/env python3
"""audit's and generate's time against the number of tables: a chain of N tables, each
referencing the one before (one group of tables connected by foreign keys, so one plan and one
rehearsal), with one row each. Prints the wall time of `migrationkit audit` and of
`migrationkit generate` (release build) per size, and the time SQLite alone takes to rename N
tables in one transaction, which every rebuild does once per table and which reloads the whole
schema each time (skipped past --renames-up-to tables: 5,000 take minutes).

Usage: python3 Benchmarks/generate.py [--sizes 250,500,1000,2000,5000] [--timeout 300] [--renames-up-to 2000] [--work DIR]
"""
import argparse, os, shutil, sqlite3, subprocess, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(path, tables):
    if os.path.exists(path):
        return
    db = sqlite3.connect(path)
    for i in range(tables):
        reference = f', "parentID" INTEGER REFERENCES "t{i - 1}"("id") ON DELETE CASCADE' if i else ''
        db.execute(f'CREATE TABLE "t{i}" ("id" INTEGER PRIMARY KEY{reference}, "name" TEXT)')
        db.execute(f'INSERT INTO "t{i}" ("id", "name") VALUES (1, \'a\')')
    db.commit()
    db.close()


def renames(tables):
    """Seconds SQLite takes to rename `tables` new tables over dropped ones, legacy_alter_table on."""
    db = sqlite3.connect(':memory:', isolation_level=None)
    for i in range(tables):
        db.execute(f'CREATE TABLE "t{i}" ("id" INTEGER PRIMARY KEY, "name" TEXT)')
    db.execute('PRAGMA legacy_alter_table = ON')
    db.execute('BEGIN')
    for i in range(tables):
        db.execute(f'CREATE TABLE "new{i}" ("id" TEXT PRIMARY KEY, "name" TEXT)')
        db.execute(f'DROP TABLE "t{i}"')
    start = time.perf_counter()
    for i in range(tables):
        db.execute(f'ALTER TABLE "new{i}" RENAME TO "t{i}"')
    elapsed = time.perf_counter() - start
    db.execute('COMMIT')
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--sizes', default='250,500,1000,2000,5000')
    parser.add_argument('--renames-up-to', type=int, default=2000)
    parser.add_argument('--timeout', type=float, default=300)
    parser.add_argument('--work', default='/tmp/migrationkit-generate-bench')
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    subprocess.run(['swift', 'build', '-c', 'release', '--product', 'migrationkit'], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    tool = subprocess.run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip() + '/migrationkit'
    print(f'{"tables":>7} {"audit s":>8} {"generate s":>11} {"SQLite renames s":>17}')
    for tables in [int(size) for size in args.sizes.split(',')]:
        path = os.path.join(args.work, f'chain-{tables}.sqlite')
        build(path, tables)
        output = os.path.join(args.work, f'Migrations-{tables}')
        shutil.rmtree(output, ignore_errors=True)
        start = time.perf_counter()
        subprocess.run([tool, 'audit', '--db-path', path], stdout=subprocess.DEVNULL)  # exit 1: not ready
        audit = time.perf_counter() - start
        start = time.perf_counter()
        try:
            subprocess.run([tool, 'generate', '--db-path', path, '--output', output], check=True,
                           stdout=subprocess.DEVNULL, timeout=args.timeout)
            seconds = f'{time.perf_counter() - start:.1f}'
        except subprocess.TimeoutExpired:
            seconds = f'>{args.timeout:.0f}'
        sqlite = f'{renames(tables):.1f}' if tables <= args.renames_up_to else '-'
        print(f'{tables:>7} {audit:>8.1f} {seconds:>11} {sqlite:>17}', flush=True)


if __name__ == '__main__':
    main()
