#!/usr/bin/env python3
"""Relations benchmark: on each app schema of the corpus (Fixtures/Relations/<app>.relations, with
the schema in Fixtures/Relations/<app>.sql or Fixtures/Shapes/<app>.sql), play the user who
answers truthfully every question `migrationkit generate` asks, and nothing else.

The user runs `generate`, reads the undeclared-reference questions of its refusal, answers each
from the truth file (a true relation: `--reference CHILD=PARENT.KEY`, with `--reference-none
CHILD=VALUE` when the app's "none" value is known and the column is nullable, `--reference-keep`
when it is NOT NULL; anything else: `--not-reference CHILD`), and runs it again, until `generate`
writes the migration or refuses for another reason. A refusal for another reason that names its
fix is taken as a user would take it (rows referencing missing rows: `--orphans set-null`, then
`--orphans delete` if a NOT NULL column refuses that; ids the salted keys cannot carry:
`--id-scheme random`; a default naming a key: `--id-scheme deterministic`; a composite foreign key
whose pair the answers split: the `--reference` it names), and recorded; one that
names none ends the run, refused, and its relations not asked about count as missed.

When `generate` writes, the user applies it with `migrate`, and an independent check follows
every relation of the truth: the rows whose value was a key of the parent before, and after.

Per app: relations (the truth), declared (REFERENCES in the schema), asked (questions on true
relations), kept unasked (true relations never asked about whose every link survived), carried (declared, answered, or never asked but with every link intact after migrate:
a parent whose keys the conversion left alone, as Core Data's Z_PRIMARYKEY, or a column that held
no link, only its none value), missed (true relations not carried: silently broken when the
conversion goes ahead, or never reached when it refused), false questions (questions on columns
that are no reference), wrong parent (questions on a true relation that suggested another
parent), links (rows whose value is a key of their parent, before) and broken (those that are no
longer, after migrate), and the outcome.

It measures the tool as it is; it does not change it.

Usage: python3 Benchmarks/relations.py [--tool .build/debug/migrationkit] [--work DIR] [--apps anki,signal]
                                      [--corpus Fixtures/RelationsHeldOut ...] [--details]

By default it measures the development set, Fixtures/Relations, then the held-out set,
Fixtures/RelationsHeldOut (measured the same way and never read while tuning the detection),
each per app and in total, and ends with one line per set side by side: recall (undeclared
relations asked about, of those a conversion breaks unless answered and of all: a relation whose
parent keeps its keys, as Core Data's entity numbers, or that holds no link, needs no question; and
relations carried), relations missed with the links they broke, and
precision (true questions of all questions), and the confidence's calibration (issue 37): of the
questions the audit marks certain or likely, the share that are relations, and how many false
questions it marks possible. --corpus names other folders instead. --details
names the columns behind the counts: it is for whoever maintains a corpus, not for whoever tunes
the detection on the held-out set.
"""
import argparse, json, os, re, shutil, sqlite3, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, 'Fixtures', 'Relations')
SHAPES = os.path.join(ROOT, 'Fixtures', 'Shapes')
HELD_OUT = os.path.join(ROOT, 'Fixtures', 'RelationsHeldOut')
LEVELS = ('certain', 'likely', 'possible', 'unmarked')
TRUTH_LINE = re.compile(r'^(\w+)\.(\w+)\s*->\s*(\w+)\.(\w+)((?:\s+(?:none=-?\d+|declared))*)\s*$')
QUESTION = re.compile(r'^\s*- .*\(audit: undeclared-reference\).*Declare it: --reference (\S+?)=(\S+?); '
                      r'or, if it is no reference, --not-reference (\S+)\.$')


def read_truth(path):
    """{(table, column): (parent table, parent column, none value or None, declared)}."""
    truth = {}
    with open(path) as text:
        for number, line in enumerate(text, 1):
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            match = TRUTH_LINE.match(line)
            if not match:
                sys.exit(f'{path}:{number}: cannot read "{line}"')
            table, column, parent, key, marks = match.groups()
            none = re.search(r'none=(-?\d+)', marks)
            truth[(table, column)] = (parent, key, none.group(1) if none else None, 'declared' in marks)
    return truth


def schema_of(app):
    for directory in (CORPUS, SHAPES) if CORPUS != SHAPES else (CORPUS,):
        path = os.path.join(directory, app + '.sql')
        if os.path.exists(path):
            return path
    sys.exit(f'no schema for {app} in Fixtures/Relations or Fixtures/Shapes')


def build(sql_path, db_path):
    if os.path.exists(db_path):
        os.remove(db_path)
    db = sqlite3.connect(db_path)
    with open(sql_path) as script:
        db.executescript(script.read())
    db.commit()
    db.close()


def column_path(text):
    """`table.column` as `(table, column)`, unquoting plain SQL quotes."""
    parts = re.findall(r'"((?:[^"]|"")*)"|([^.]+)', text)
    names = [quoted.replace('""', '"') if quoted else bare for quoted, bare in parts]
    return (names[0], names[1]) if len(names) == 2 else (text, '')


def measure(app, tool, work):
    truth = read_truth(os.path.join(CORPUS, app + '.relations'))
    db_path = os.path.join(work, app + '.sqlite')
    build(schema_of(app), db_path)
    db = sqlite3.connect(db_path)
    tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    declared = set()
    # A column is declared when a foreign key of its own names it, as RelationCorpusTests counts
    # it: a column inside a composite foreign key (Room's (statusId, tuskyAccountId)) references
    # the composite's parent, not the table its own values are keys of.
    for table in tables:
        for row in db.execute('SELECT min("from") FROM pragma_foreign_key_list(?) GROUP BY id HAVING count(*) = 1', (table,)):
            declared.add((table, row[0]))
    not_null = {(table, row[1]): bool(row[3]) for table in tables for row in db.execute('SELECT * FROM pragma_table_info(?)', (table,))}
    links_before = links(db, truth)
    db.close()
    # The confidence each question is marked with (issue 37): read once from the audit's JSON,
    # before any answer, and tallied below against the truth.
    audit = subprocess.run([tool, 'audit', '--db-path', db_path, '--format', 'json'], capture_output=True, text=True)
    confidence = {(finding['table'], finding['column']): finding['evidence']['confidence']
                  for finding in json.loads(audit.stdout or '{"findings": []}')['findings'] if finding.get('evidence')}

    answers, asked, false, wrong_parent = [], set(), set(), {}
    outcome, reason, fixes = 'refused', '', []
    for _ in range(50):
        output = os.path.join(work, app + '-Migrations')
        shutil.rmtree(output, ignore_errors=True)
        result = subprocess.run([tool, 'generate', '--db-path', db_path, '--output', output] + answers + fixes,
                                capture_output=True, text=True)
        if result.returncode == 0:
            outcome = 'wrote'
            break
        questions = [QUESTION.match(line) for line in result.stderr.splitlines()]
        questions = [(column_path(m.group(3)), column_path(m.group(2))[0]) for m in questions if m]
        new = [(column, parent) for column, parent in questions if column not in asked and column not in false]
        if not new:
            others = [line.strip() for line in result.stderr.splitlines()[1:] if line.strip()]
            first = others[0] if others else result.stderr.strip().splitlines()[0] if result.stderr.strip() else f'exit {result.returncode}'
            reason = first if not questions else 'asked again after answering: ' + first
            fix = None if questions else fix_for(result.stderr, fixes)
            if fix is None:
                break
            fixes = fix
            continue
        for column, parent in new:
            flag = f'{column[0]}.{column[1]}'
            if column in truth:
                parent_table, key, none, _ = truth[column]
                asked.add(column)
                if parent.lower() != parent_table.lower():
                    wrong_parent[column] = parent
                answers += ['--reference', f'{flag}={parent_table}.{key}']
                if none is not None:
                    answers += ['--reference-keep' if not_null.get(column) else '--reference-none', f'{flag}={none}']
            else:
                false.add(column)
                answers += ['--not-reference', flag]
    else:
        reason = 'no end after 50 runs'

    truly_declared = {column for column in truth if column in declared}
    marked = {column for column, (_, _, _, is_declared) in truth.items() if is_declared}
    if truly_declared != marked:
        sys.exit(f'{app}: the truth marks {sorted(marked)} declared, the schema declares {sorted(truly_declared)}')
    # The independent check: apply what generate wrote, then follow every link of the truth.
    broken = {}
    if outcome == 'wrote':
        result = subprocess.run([tool, 'migrate', '--db-path', db_path, '--migrations', output], capture_output=True, text=True)
        if result.returncode != 0:
            outcome, reason = 'migrate failed', result.stderr.strip()
        else:
            db = sqlite3.connect(db_path)
            links_after = links(db, truth)
            db.close()
            broken = {column: links_before[column] - links_after[column] for column in truth}
    # A relation nobody was asked about is still carried when every link it had survives the
    # conversion: its parent's key was left as it was (Core Data's Z_PRIMARYKEY), or it held no
    # link at all (only its none value).
    unasked = set(truth) - truly_declared - asked
    intact = {column for column in unasked if column in broken and broken[column] == 0}
    carried = truly_declared | asked | intact
    missed = set(truth) - carried
    return {
        'app': app, 'tables': len(tables), 'relations': len(truth), 'declared': len(truly_declared),
        'asked': len(asked), 'carried': len(carried), 'missed': len(missed), 'false': len(false),
        'wrong parent': len(wrong_parent), 'links': sum(links_before.values()), 'broken': sum(broken.values()),
        'intact': len(intact),
        **{f'{level} {kind}': sum(confidence.get(column, 'unmarked') == level for column in columns)
           for level in LEVELS for kind, columns in (('true', asked), ('false', false))},
        'outcome': outcome, 'reason': reason, 'fixes': ' '.join(fixes),
        'missed columns': sorted(f'{t}.{c}' for t, c in missed), 'false columns': sorted(f'{t}.{c}' for t, c in false),
        'wrong parents': sorted(f'{t}.{c} (suggested {p}, is {truth[(t, c)][0]})' for (t, c), p in wrong_parent.items()),
        'intact columns': sorted(f'{t}.{c} ({"no link in the data" if links_before[(t, c)] == 0 else "its parent kept its keys"})' for t, c in intact),
    }


def fix_for(refusal, taken):
    """The options a user takes from a refusal that is no question and names its fix, added to
    those `taken` already; None when it names none, or only fixes already taken."""
    options = list(taken)
    def choose(option, value, replacing=()):
        if option in options:
            index = options.index(option) + 1
            if options[index] == value or options[index] not in replacing:
                return False
            options[index] = value
        else:
            options.extend([option, value])
        return True
    changed = False
    # Orphans whose refusal names no fix: the one --help names first that keeps the rows.
    if re.search(r'references? missing rows', refusal) and '--orphans' not in refusal:
        changed |= choose('--orphans', 'set-null')
    for option, value in re.findall(r'(--orphans|--id-scheme) (set-null|delete|random|deterministic)\b', refusal):
        changed |= choose(option, value, replacing=('set-null',) if option == '--orphans' else ())
    # A composite foreign key whose pair the answers split: the answer that converts both alike.
    for value in re.findall(r'Convert the two alike: --reference (\S+?)\.(?:\s|$)', refusal):
        if value not in options:
            options.extend(['--reference', value])
            changed = True
    return options if changed else None


def links(db, truth):
    """{(table, column): rows whose value is a key of the parent} — the links a conversion must keep."""
    q = lambda name: '"' + name.replace('"', '""') + '"'
    return {(table, column): db.execute(
                f'SELECT count(*) FROM {q(table)} AS c JOIN {q(parent)} AS p ON c.{q(column)} = p.{q(key)}').fetchone()[0]
            for (table, column), (parent, key, _, _) in truth.items()}


def measure_corpus(corpus, apps, tool, work, details):
    """Measures every app of one corpus folder, prints its per-app table and totals, and returns
    the totals."""
    global CORPUS
    CORPUS = corpus
    present = sorted(name[:-len('.relations')] for name in os.listdir(CORPUS) if name.endswith('.relations'))
    apps = [app for app in apps if app in present] if apps else present
    print(f'## {os.path.relpath(CORPUS, ROOT)}: {len(apps)} apps')
    columns = ['tables', 'relations', 'declared', 'asked', 'intact', 'carried', 'missed', 'false', 'wrong parent', 'links', 'broken']
    header = f'{"app":<18}' + ''.join(f'{name:>13}' for name in ['tables', 'relations', 'declared', 'asked about', 'kept unasked', 'carried', 'missed', 'false quest.', 'wrong parent', 'links', 'broken']) + '  outcome'
    print(header)
    rows = []
    work = os.path.join(work, os.path.basename(CORPUS))
    os.makedirs(work, exist_ok=True)
    for app in apps:
        row = measure(app, tool, work)
        rows.append(row)
        print(f'{app:<18}' + ''.join(f'{row[name]:>13}' for name in columns) + f'  {row["outcome"]}', flush=True)
    totals = {name: sum(row[name] for row in rows) for name in columns}
    refused = sum(row['outcome'] == 'refused' for row in rows)
    print(f'{"total":<18}' + ''.join(f'{totals[name]:>13}' for name in columns) + f'  {len(rows) - refused} wrote, {refused} refused')
    questions = totals['asked'] + totals['false']
    ratio = f'{totals["false"] / questions:.2f}' if questions else 'n/a'
    print(f'false questions / questions: {totals["false"]} / {questions} = {ratio}')
    undeclared = totals['relations'] - totals['declared']
    print(f'undeclared relations asked about: {totals["asked"]} / {undeclared}; kept unasked: {totals["intact"]}; missed: {totals["missed"]}')
    print(f'asked about of those a conversion breaks unless answered: {totals["asked"]} / {undeclared - totals["intact"]}')
    print(f'links in the data: {totals["links"]}; broken after migrate: {totals["broken"]}')
    for level in LEVELS:
        totals[f'{level} true'] = sum(row[f'{level} true'] for row in rows)
        totals[f'{level} false'] = sum(row[f'{level} false'] for row in rows)
    print('questions by confidence (relations / false): ' + ', '.join(
        f'{level} {totals[level + " true"]} / {totals[level + " false"]}' for level in LEVELS))
    print(calibration(totals))
    for row in rows:
        if row['outcome'] == 'refused':
            print(f'refused {row["app"]}: {row["reason"]}')
        elif row['fixes']:
            print(f'{row["outcome"]} {row["app"]} after taking the fix its refusal named: {row["fixes"]}')
    if details:
        for row in rows:
            print(f'{row["app"]}: missed {", ".join(row["missed columns"]) or "none"}; false questions {", ".join(row["false columns"]) or "none"}'
                  + (f'; wrong parent suggested: {", ".join(row["wrong parents"])}' if row['wrong parents'] else '')
                  + (f'; not asked, every link kept: {", ".join(row["intact columns"])}' if row['intact columns'] else ''))
    print()
    totals['apps'] = len(rows)
    return totals


def calibration(totals):
    """Issue 37's measure of the confidence: the share of the questions marked certain or likely
    that are relations (at least 0.95), and how many false questions are marked possible."""
    sure_true = totals['certain true'] + totals['likely true']
    sure = sure_true + totals['certain false'] + totals['likely false']
    false = sum(totals[f'{level} false'] for level in LEVELS)
    share = f'{sure_true / sure:.3f}' if sure else 'n/a'
    return (f'marked certain or likely: {sure_true} of {sure} are relations ({share}); '
            f'false questions marked possible: {totals["possible false"]} of {false}')


def summary(name, totals):
    """One line of the side-by-side table: issue 36's measures of one corpus."""
    undeclared = totals['relations'] - totals['declared']
    questions = totals['asked'] + totals['false']
    def share(part, whole):
        return f'{part / whole:.2f}' if whole else 'n/a'
    breakable = undeclared - totals['intact']
    return (f'| {name} | {totals["apps"]} | {totals["asked"]} of {breakable} ({share(totals["asked"], breakable)}) '
            f'| {totals["asked"]} of {undeclared} ({share(totals["asked"], undeclared)}) '
            f'| {totals["carried"]} of {totals["relations"]} ({share(totals["carried"], totals["relations"])}) '
            f'| {totals["missed"]} ({totals["broken"]} of {totals["links"]} links) '
            f'| {totals["false"]} of {questions} ({share(totals["asked"], questions)}) '
            f'| {totals["certain true"] + totals["likely true"]} of {sum(totals[f"{level} {kind}"] for level in ("certain", "likely") for kind in ("true", "false"))} '
            f'({share(totals["certain true"] + totals["likely true"], sum(totals[f"{level} {kind}"] for level in ("certain", "likely") for kind in ("true", "false")))}) '
            f'| {totals["possible false"]} of {totals["false"]} |')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tool', default=os.path.join(ROOT, '.build', 'debug', 'migrationkit'))
    parser.add_argument('--work', default='/tmp/migrationkit-relations-bench')
    parser.add_argument('--apps', help='comma-separated; default: every .relations file')
    parser.add_argument('--details', action='store_true', help='list the missed and falsely asked columns')
    parser.add_argument('--corpus', action='append',
                        help='a folder of .relations files; repeat for several (default: Fixtures/Relations, then '
                             'Fixtures/RelationsHeldOut when it holds any)')
    args = parser.parse_args()
    corpora = [os.path.abspath(folder) for folder in args.corpus] if args.corpus else [CORPUS] + [
        folder for folder in [HELD_OUT] if os.path.isdir(folder) and any(name.endswith('.relations') for name in os.listdir(folder))]
    if not os.access(args.tool, os.X_OK):
        sys.exit(f'{args.tool}: no such tool; build it with `swift build --product migrationkit`')
    os.makedirs(args.work, exist_ok=True)
    apps = args.apps.split(',') if args.apps else None
    if apps:
        corpora = [corpus for corpus in corpora if any(os.path.exists(os.path.join(corpus, app + '.relations')) for app in apps)]
    measured = [(os.path.relpath(corpus, ROOT), measure_corpus(corpus, apps, args.tool, args.work, args.details)) for corpus in corpora]
    print('| corpus | apps | asked, of the relations a conversion breaks unless answered (recall) | asked, of all undeclared relations | relations carried | missed (links broken) | false questions (precision) | marked certain or likely that are relations | false questions marked possible |')
    print('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
    for name, totals in measured:
        print(summary(name, totals))


if __name__ == '__main__':
    main()
