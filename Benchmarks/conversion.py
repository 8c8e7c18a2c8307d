#!/usr/bin/env python3
"""Conversion benchmark: `migrationkit migrate` of the conversion `migrationkit generate` wrote,
against the hand-written reference (reference-reminders.sql: the manual procedure done right,
plus the foreign_key_check GRDB's migrator runs before commit) executed by `sqlite3 -bail` on a
copy of the same file.

Databases are reminders-shaped: N lists, 10·N reminders (a third of them sub-tasks with a
nullable reference to their parent), 20·N rows in a join table without a key, 1,000 tags.
Each run starts from a fresh copy; runs alternate (MigrationKit, reference, MigrationKit, …);
the table gives median times, the median of the per-pair ratios, and peak RSS (GNU time).

The floor is the same rebuild with no verification at all: the statements of the file that
`generate` wrote, without its prechecks, its assertions and its counts, run in one transaction
with the same pragmas (foreign keys off, the 64 MiB cache, secure_delete off) by Python's
sqlite3 on a copy of the same file: what reading every row, writing every row and index once,
and committing costs. MK/floor is the median of the per-run ratios.

Each id scheme is measured (salted, the default; deterministic; random): the reference is the
same for all three.

Then, for the default scheme, the page cache a conversion runs with (`migrate --cache-size`,
`ConversionOptions.cacheSize` in an app): median time and peak RSS per cache size, and the size
of the file before and after.

Usage: python3 Benchmarks/conversion.py [--sizes 20000,80000] [--runs 5] [--schemes salted,deterministic,random]
       [--cache-sizes 2,16,64] [--work DIR]
"""
import argparse, glob, os, shutil, sqlite3, statistics, subprocess, sys, time, uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = os.path.join(ROOT, 'Benchmarks', 'reference-reminders.sql')


def build(path, lists):
    if os.path.exists(path):
        return
    db = sqlite3.connect(path)
    db.executescript('''
        CREATE TABLE "remindersLists" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "title" TEXT NOT NULL DEFAULT '',
          "position" INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE "reminders" ("id" INTEGER PRIMARY KEY AUTOINCREMENT,
          "remindersListID" INTEGER NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
          "parentReminderID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE,
          "title" TEXT NOT NULL DEFAULT '', "isCompleted" INTEGER NOT NULL DEFAULT 0, "dueDate" TEXT);
        CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID");
        CREATE INDEX "reminders_parentReminderID" ON "reminders"("parentReminderID");
        CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "title" TEXT NOT NULL COLLATE NOCASE);
        CREATE TABLE "remindersTags" ("reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
          "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE);
        CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID");
        CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID");
    ''')
    reminders = 10 * lists
    db.execute(f'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {lists}) '
               'INSERT INTO "remindersLists" ("id", "title", "position") SELECT i, \'List \' || i, i FROM n')
    db.execute('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000) '
               'INSERT INTO "tags" ("id", "title") SELECT i, \'tag \' || i FROM n')
    db.execute(f'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {reminders}) '
               'INSERT INTO "reminders" ("id", "remindersListID", "parentReminderID", "title", "isCompleted", "dueDate") '
               f'SELECT i, 1 + i % {lists}, CASE WHEN i % 3 = 0 THEN i - 1 END, \'Reminder number \' || i, i % 2, '
               'CASE WHEN i % 4 = 0 THEN date(\'2026-01-01\', \'+\' || (i % 365) || \' days\') END FROM n')
    db.execute(f'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {2 * reminders}) '
               f'INSERT INTO "remindersTags" SELECT 1 + i % {reminders}, 1 + i % 1000 FROM n')
    db.commit()
    db.close()


def floor_sql(migrations):
    """The statements of the conversion file in `migrations` that change the data, without the
    checks: what the rebuild costs with no verification."""
    [path] = glob.glob(os.path.join(migrations, '*.sql'))
    text = open(path).read().split('-- migrationkit:apply\n', 1)[1]
    statements, current = [], ''
    for line in text.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            statements.append(current)
            current = ''
    kept = [s for s in statements if 'migrationkit_checks' not in s and 'migrationkit_counts' not in s]
    return ''.join(kept)


def timed_floor(path, sql):
    """Wall time of the floor on `path`, from opening the file to the commit."""
    start = time.perf_counter()
    db = sqlite3.connect(path, isolation_level=None)
    db.create_function('uuid', 0, lambda: str(uuid.uuid4()))
    db.executescript('PRAGMA foreign_keys = OFF; PRAGMA cache_size = -65536; PRAGMA secure_delete = OFF;\n'
                     'BEGIN IMMEDIATE;\n' + sql + '\nCOMMIT;')
    db.close()
    return time.perf_counter() - start


def timed(command, stdin=None):
    """Wall time and peak RSS (MB) of one command, which must succeed."""
    start = time.perf_counter()
    result = subprocess.run(['/usr/bin/time', '-f', '%M'] + command, stdin=stdin,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f'failed: {" ".join(command)}\n{result.stderr}')
    return elapsed, int(result.stderr.strip().splitlines()[-1]) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--sizes', default='20000,80000', help='numbers of lists, comma-separated')
    parser.add_argument('--runs', type=int, default=5)
    parser.add_argument('--schemes', default='salted,deterministic,random', help='id schemes, comma-separated')
    parser.add_argument('--cache-sizes', default='2,16,64', help='page caches in MiB, comma-separated; empty for none')
    parser.add_argument('--work', default='/tmp/migrationkit-conversion-bench')
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)

    subprocess.run(['swift', 'build', '-c', 'release', '--product', 'migrationkit'], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    tool = subprocess.run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip() + '/migrationkit'

    print(f'{"lists":>7} {"rows":>9} {"file MB":>8} {"scheme":>13} {"MigrationKit s":>15} {"rows/s":>9} {"reference s":>12} {"ratio":>6} {"floor s":>8} {"MK/floor":>9} {"MK RSS MB":>10} {"ref RSS MB":>11}')
    for lists in [int(size) for size in args.sizes.split(',')]:
        original = os.path.join(args.work, f'reminders-{lists}.sqlite')
        build(original, lists)
        rows = 10 * lists + 20 * lists + lists + 1000
        for scheme in args.schemes.split(','):
            migrations = os.path.join(args.work, f'Migrations-{lists}-{scheme}')
            shutil.rmtree(migrations, ignore_errors=True)
            subprocess.run([tool, 'generate', '--db-path', original, '--output', migrations, '--id-scheme', scheme],
                           check=True, stdout=subprocess.DEVNULL)
            ours, theirs, ratios, our_rss, their_rss, floors, floor_ratios = [], [], [], [], [], [], []
            floor = floor_sql(migrations)
            copy = os.path.join(args.work, 'run.sqlite')
            for _ in range(args.runs):
                shutil.copyfile(original, copy)
                seconds, rss = timed([tool, 'migrate', '--db-path', copy, '--migrations', migrations])
                ours.append(seconds); our_rss.append(rss)
                shutil.copyfile(original, copy)
                with open(REFERENCE) as script:
                    seconds, rss = timed(['sqlite3', '-bail', copy], stdin=script)
                theirs.append(seconds); their_rss.append(rss)
                ratios.append(ours[-1] / theirs[-1])
                shutil.copyfile(original, copy)
                floors.append(timed_floor(copy, floor))
                floor_ratios.append(ours[-1] / floors[-1])
            print(f'{lists:>7} {rows:>9} {os.path.getsize(original) / 1e6:>8.1f} {scheme:>13} {statistics.median(ours):>15.2f} '
                  f'{rows / statistics.median(ours):>9.0f} {statistics.median(theirs):>12.2f} {statistics.median(ratios):>6.2f} '
                  f'{statistics.median(floors):>8.2f} {statistics.median(floor_ratios):>9.2f} '
                  f'{max(our_rss):>10.1f} {max(their_rss):>11.1f}', flush=True)

    caches = [int(size) for size in args.cache_sizes.split(',') if size]
    if not caches:
        return
    print()
    print(f'{"lists":>7} {"cache MiB":>10} {"seconds":>8} {"RSS MB":>7} {"file MB before":>15} {"after":>6}')
    for lists in [int(size) for size in args.sizes.split(',')]:
        original = os.path.join(args.work, f'reminders-{lists}.sqlite')
        migrations = os.path.join(args.work, f'Migrations-{lists}-cache')
        shutil.rmtree(migrations, ignore_errors=True)
        generated = subprocess.run([tool, 'generate', '--db-path', original, '--output', migrations], check=True,
                                   capture_output=True, text=True).stdout
        size_line = next((line for line in generated.splitlines() if line.startswith('size: ')), '')
        copy = os.path.join(args.work, 'run.sqlite')
        times = {cache: [] for cache in caches}
        peaks = {cache: [] for cache in caches}
        after = 0
        for _ in range(args.runs):
            for cache in caches:  # alternating: each run measures every size once
                shutil.copyfile(original, copy)
                seconds, rss = timed([tool, 'migrate', '--db-path', copy, '--migrations', migrations, '--cache-size', str(cache)])
                times[cache].append(seconds); peaks[cache].append(rss)
                after = os.path.getsize(copy)
        for cache in caches:
            print(f'{lists:>7} {cache:>10} {statistics.median(times[cache]):>8.2f} {max(peaks[cache]):>7.1f} '
                  f'{os.path.getsize(original) / 1e6:>15.1f} {after / 1e6:>6.1f}', flush=True)
        # generate's estimate of the size after, against the file migrate left.
        estimate = size_line.split('about ')[1].split(' after')[0] if 'about ' in size_line else '?'
        expected = float(estimate.split()[0]) * (1e6 if estimate.endswith('MB') else 1e3) if estimate != '?' else 0
        print(f'{lists:>7} estimate of the size after: {estimate}, measured {after / 1e6:.1f} MB '
              f'({(expected - after) / after * 100:+.1f}%)', flush=True)

if __name__ == '__main__':
    main()
