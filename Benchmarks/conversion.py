#!/usr/bin/env python3
"""Conversion benchmark: `migrationkit migrate` of the conversion `migrationkit generate` wrote,
against the hand-written reference (reference-reminders.sql: the manual procedure done right,
plus the foreign_key_check GRDB's migrator runs before commit) executed by `sqlite3 -bail` on a
copy of the same file.

Databases are reminders-shaped: N lists, 10·N reminders (a third of them sub-tasks with a
nullable reference to their parent), 20·N rows in a join table without a key, 1,000 tags.
Each run starts from a fresh copy; runs alternate (MigrationKit, reference, MigrationKit, …);
the table gives median times, the median of the per-pair ratios, and peak RSS (GNU time).

The floor is the least a conversion of this database can do, written by hand
(floor-reminders.sql, not derived from the tool's statements): read every row, write every row
with its keys as prefix || printf('%012x', id), build the same indexes, commit; no check; with the
tool's settings (foreign keys off, its default 16 MiB cache, secure_delete off), run by `sqlite3 -bail`
as a whole process, as the tool and the reference are. MK/floor is the median of the per-run
ratios: what MigrationKit's verification and bookkeeping cost over the bare rebuild.

Each id scheme is measured (salted, the default; deterministic; random on request): the
reference is the same for all; the floor draws its prefixes as the scheme does.

Then, for each scheme, the page cache a conversion runs with (`migrate --cache-size`,
`ConversionOptions.cacheSize` in an app): median time and peak RSS per cache size, and the size
of the file before and after.

Usage: python3 Benchmarks/conversion.py [--sizes 20000,80000] [--runs 5] [--schemes salted,deterministic,random]
       [--cache-sizes 2,16,64] [--work DIR]
"""
import argparse, glob, os, shutil, sqlite3, statistics, subprocess, sys, time, uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = os.path.join(ROOT, 'Benchmarks', 'reference-reminders.sql')
FLOOR = os.path.join(ROOT, 'Benchmarks', 'floor-reminders.sql')
TABLES = ['remindersLists', 'reminders', 'tags', 'remindersTags']


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


def floor_script(scheme, path):
    """floor-reminders.sql with each table's prefix as `scheme` draws it, written to `path`."""
    if scheme == 'deterministic':
        value = "'00000000-0000-0000-0000-'"
    else:  # salted (and random, whose keys the floor approximates by a prefix per table)
        value = ("lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || "
                 "substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(2))) || '-'")
    rows = ''.join(f"INSERT INTO temp.\"floor_prefixes\" VALUES ('{table}', {value});\n" for table in TABLES)
    with open(FLOOR) as template:
        text = template.read()
    assert '-- prefixes\n' in text
    with open(path, 'w') as script:
        script.write(text.replace('-- prefixes\n', rows))
    return path


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
    parser.add_argument('--runs', type=int, default=3)
    parser.add_argument('--schemes', default='salted,deterministic', help='id schemes, comma-separated (random too)')
    parser.add_argument('--cache-sizes', default='2,16,64', help='page caches in MiB, comma-separated; empty for none')
    parser.add_argument('--work', default='/tmp/migrationkit-conversion-bench')
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)

    subprocess.run(['swift', 'build', '-c', 'release', '--product', 'migrationkit'], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    tool = subprocess.run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip() + '/migrationkit'

    print(f'{"lists":>7} {"rows":>9} {"file MB":>8} {"scheme":>13} {"MigrationKit s":>15} {"rows/s":>9} {"floor s":>8} {"MK/floor":>9} '
          f'{"reference s":>12} {"MK/ref":>7} {"MK RSS MB":>10} {"floor RSS MB":>13} {"ref RSS MB":>11}')
    for lists in [int(size) for size in args.sizes.split(',')]:
        original = os.path.join(args.work, f'reminders-{lists}.sqlite')
        build(original, lists)
        rows = 10 * lists + 20 * lists + lists + 1000
        for scheme in args.schemes.split(','):
            migrations = os.path.join(args.work, f'Migrations-{lists}-{scheme}')
            shutil.rmtree(migrations, ignore_errors=True)
            subprocess.run([tool, 'generate', '--db-path', original, '--output', migrations, '--id-scheme', scheme],
                           check=True, stdout=subprocess.DEVNULL)
            ours, theirs, ratios, our_rss, their_rss, floors, floor_ratios, floor_rss = [], [], [], [], [], [], [], []
            floor = floor_script(scheme, os.path.join(args.work, f'floor-{scheme}.sql'))
            copy = os.path.join(args.work, 'run.sqlite')
            for _ in range(args.runs):  # alternating: MigrationKit, the floor, the reference
                shutil.copyfile(original, copy)
                seconds, rss = timed([tool, 'migrate', '--db-path', copy, '--migrations', migrations])
                ours.append(seconds); our_rss.append(rss)
                shutil.copyfile(original, copy)
                with open(floor) as script:
                    seconds, rss = timed(['sqlite3', '-bail', copy], stdin=script)
                floors.append(seconds); floor_rss.append(rss)
                floor_ratios.append(ours[-1] / floors[-1])
                shutil.copyfile(original, copy)
                with open(REFERENCE) as script:
                    seconds, rss = timed(['sqlite3', '-bail', copy], stdin=script)
                theirs.append(seconds); their_rss.append(rss)
                ratios.append(ours[-1] / theirs[-1])
            print(f'{lists:>7} {rows:>9} {os.path.getsize(original) / 1e6:>8.1f} {scheme:>13} {statistics.median(ours):>15.2f} '
                  f'{rows / statistics.median(ours):>9.0f} {statistics.median(floors):>8.2f} {statistics.median(floor_ratios):>9.2f} '
                  f'{statistics.median(theirs):>12.2f} {statistics.median(ratios):>7.2f} '
                  f'{max(our_rss):>10.1f} {max(floor_rss):>13.1f} {max(their_rss):>11.1f}', flush=True)

    caches = [int(size) for size in args.cache_sizes.split(',') if size]
    if not caches:
        return
    print()
    print(f'{"lists":>7} {"scheme":>13} {"cache MiB":>10} {"seconds":>8} {"RSS MB":>7} {"file MB before":>15} {"after":>6}')
    for lists in [int(size) for size in args.sizes.split(',')]:
        original = os.path.join(args.work, f'reminders-{lists}.sqlite')
        for scheme in args.schemes.split(','):
            migrations = os.path.join(args.work, f'Migrations-{lists}-{scheme}-cache')
            shutil.rmtree(migrations, ignore_errors=True)
            generated = subprocess.run([tool, 'generate', '--db-path', original, '--output', migrations, '--id-scheme', scheme],
                                       check=True, capture_output=True, text=True).stdout
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
                print(f'{lists:>7} {scheme:>13} {cache:>10} {statistics.median(times[cache]):>8.2f} {max(peaks[cache]):>7.1f} '
                      f'{os.path.getsize(original) / 1e6:>15.1f} {after / 1e6:>6.1f}', flush=True)
            # generate's estimate of the size after, against the file migrate left.
            estimate = size_line.split('about ')[1].split(' after')[0] if 'about ' in size_line else '?'
            expected = float(estimate.split()[0]) * (1e6 if estimate.endswith('MB') else 1e3) if estimate != '?' else 0
            print(f'{lists:>7} {scheme:>13} estimate of the size after: {estimate}, measured {after / 1e6:.1f} MB '
                  f'({(expected - after) / after * 100:+.1f}%)', flush=True)

if __name__ == '__main__':
    main()
