#!/usr/bin/env python3
"""Checks the Core Data fixtures (Fixtures/CoreData/<name>.sql, .relations, .xcdatamodel/contents)
against each other, with nothing but sqlite3 and the model XML:

- the .sql builds a database (a fresh one in memory);
- every truth line names an existing table and column, and every non-NULL value of the column is a
  Z_PK of its parent (the relation holds in the data);
- the model and the store agree on Core Data's conventions: entities numbered alphabetically with
  sub-entities right after their parent (Z_PRIMARYKEY's Z_NAME and Z_SUPER), one table per
  hierarchy, every attribute a column of the root's table (a sub-entity's attribute whose name is
  taken gets a suffix 1), every to-one relationship a column Z<NAME> with its index and a truth line
  to its destination's table, a companion Z<n>_<NAME> exactly when the destination has
  sub-entities (holding the destination row's Z_ENT), every many-to-many pair one join table
  Z_<n><RELATIONSHIP> (columns Z_<n><INVERSE>, Z_<m><RELATIONSHIP>, PRIMARY KEY of both, index on
  the second) with two truth lines, and no other Z table, column or truth line;
- Z_ENT of every row belongs to its table's hierarchy; the root's Z_MAX is at least its highest Z_PK
  and the sub-entities' Z_MAX is 0.

Usage: python3 Scripts/check-coredata-fixtures.py [name ...]   (default: every fixture)
"""
import glob, os, re, sqlite3, sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, 'Fixtures', 'CoreData')
TRUTH_LINE = re.compile(r'^(\w+)\.(\w+)\s*->\s*(\w+)\.(\w+)\s*$')


def check(name):
    problems = []
    db = sqlite3.connect(':memory:')
    with open(os.path.join(FIXTURES, name + '.sql')) as sql:
        db.executescript(sql.read())
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    columns = {t: [r[1] for r in db.execute(f'PRAGMA table_info("{t}")')] for t in tables}
    indexes = {tuple(r[0].split('\0')) for r in db.execute(
        "SELECT tbl_name || char(0) || group_concat(c.name, char(0)) FROM sqlite_master m, pragma_index_info(m.name) c "
        "WHERE m.type = 'index' AND m.sql IS NOT NULL GROUP BY m.name")}

    truth = {}
    for number, line in enumerate(open(os.path.join(FIXTURES, name + '.relations')), 1):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        match = TRUTH_LINE.match(line)
        if not match:
            problems.append(f'{name}.relations:{number}: cannot read "{line}"')
            continue
        child, column, parent, key = match.groups()
        truth[(child, column)] = parent
        if child not in tables or column not in columns[child]:
            problems.append(f'{name}.relations:{number}: no column {child}.{column}')
        elif parent not in tables or key not in columns[parent]:
            problems.append(f'{name}.relations:{number}: no column {parent}.{key}')
        else:
            orphans = db.execute(f'SELECT count(*) FROM "{child}" WHERE "{column}" IS NOT NULL AND "{column}" NOT IN '
                                 f'(SELECT "{key}" FROM "{parent}")').fetchone()[0]
            links = db.execute(f'SELECT count("{column}") FROM "{child}"').fetchone()[0]
            if orphans:
                problems.append(f'{child}.{column}: {orphans} of {links} values are no {parent}.{key}')

    model = ET.parse(os.path.join(FIXTURES, name + '.xcdatamodel', 'contents')).getroot()
    entities = {e.get('name'): e for e in model.findall('entity')}
    children = {n: sorted(c for c, e in entities.items() if e.get('parentEntity') == n) for n in entities}
    order = []
    def visit(n):
        order.append(n)
        for c in children[n]:
            visit(c)
    for n in sorted(n for n, e in entities.items() if not e.get('parentEntity')):
        visit(n)
    number = {n: i + 1 for i, n in enumerate(order)}
    def root(n):
        while entities[n].get('parentEntity'):
            n = entities[n].get('parentEntity')
        return n
    def hierarchy(n):
        return [n] + [d for c in children[n] for d in hierarchy(c)]
    table = {n: 'Z' + root(n).upper() for n in entities}

    pk = list(db.execute('SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT'))
    expected = [(number[n], n, number.get(entities[n].get('parentEntity'), 0)) for n in order]
    if [r[:3] for r in pk] != expected:
        problems.append(f'Z_PRIMARYKEY is {[r[:3] for r in pk]}, the model says {expected}')
    for ent, n, sup, zmax in pk:
        if n not in entities:
            continue
        if entities[n].get('parentEntity'):
            if zmax != 0:
                problems.append(f'Z_PRIMARYKEY: sub-entity {n} has Z_MAX {zmax}, Core Data keeps 0')
            continue
        t = table[n]
        top = db.execute(f'SELECT max(Z_PK) FROM "{t}"').fetchone()[0] or 0
        if zmax < top:
            problems.append(f'Z_PRIMARYKEY: {n} Z_MAX {zmax} < max Z_PK {top} of {t}')
        allowed = {number[h] for h in hierarchy(n)}
        bad = [e for (e,) in db.execute(f'SELECT DISTINCT Z_ENT FROM "{t}"') if e not in allowed]
        if bad:
            problems.append(f'{t}.Z_ENT holds {bad}, not entities of {n}')

    wanted = {t: {'Z_PK', 'Z_ENT', 'Z_OPT'} for t in set(table.values())}
    relations = set()
    joins = {}
    for n in order:
        t = table[n]
        for a in entities[n].findall('attribute'):
            col = 'Z' + a.get('name').upper()
            while col in wanted[t]:
                col += '1' if not col[-1].isdigit() else ''
                if col in wanted[t]:
                    col = col[:-1] + str(int(col[-1]) + 1)
            wanted[t].add(col)
        for r in entities[n].findall('relationship'):
            dest, inverse = r.get('destinationEntity'), r.get('inverseName')
            inverse_many = any(x.get('name') == inverse and x.get('toMany') == 'YES' for x in entities[dest].findall('relationship'))
            if r.get('toMany') != 'YES':
                col = 'Z' + r.get('name').upper()
                wanted[t].add(col)
                relations.add((t, col, table[dest]))
                if (t, col) not in indexes:
                    problems.append(f'{t}.{col}: no index {t}_{col}_INDEX')
                if children[dest]:
                    companion = f'Z{number[root(dest)]}_{r.get("name").upper()}'
                    wanted[t].add(companion)
                    if companion in columns.get(t, []):
                        wrong = db.execute(f'SELECT count(*) FROM "{t}" c JOIN "{table[dest]}" d ON d.Z_PK = c."{col}" '
                                           f'WHERE c."{companion}" IS NOT d.Z_ENT').fetchone()[0]
                        if wrong:
                            problems.append(f'{t}.{companion}: {wrong} rows do not hold their destination\'s Z_ENT')
            elif inverse_many:
                pair = frozenset([(n, r.get('name')), (dest, inverse)])
                joins.setdefault(pair, []).append((n, r.get('name'), dest, inverse))
    for pair, sides in joins.items():
        found = []
        for n, rel, dest, inverse in sides:
            j = f'Z_{number[n]}{rel.upper()}'
            if j in tables:
                found.append(j)
                first, second = f'Z_{number[n]}{inverse.upper()}', f'Z_{number[dest]}{rel.upper()}'
                if columns[j] != [first, second]:
                    problems.append(f'{j} has columns {columns[j]}, the convention says {[first, second]}')
                pkcols = [r[1] for r in sorted((r[5], r[1]) for r in db.execute(f'PRAGMA table_info("{j}")') if r[5])]
                if pkcols != [first, second]:
                    problems.append(f'{j}: primary key {pkcols}')
                if (j, second, first) not in indexes:
                    problems.append(f'{j}: no index {j}_{second}_INDEX ({second}, {first})')
                relations.add((j, first, table[n]))
                relations.add((j, second, table[dest]))
                wanted[j] = {first, second}
        if len(found) != 1:
            problems.append(f'many-to-many {sorted(pair)}: join tables {found}')
    for t in sorted(set(wanted) | {t for t in tables if t.startswith('Z') and not t.startswith('Z_') or re.match(r'Z_\d', t)}):
        have = set(columns.get(t, []))
        if have != wanted.get(t, set()):
            problems.append(f'{t}: columns the model does not explain {sorted(have - wanted.get(t, set()))}, '
                            f'missing {sorted(wanted.get(t, set()) - have)}')
    truth_set = {(c, col, p) for (c, col), p in truth.items()}
    for missing in sorted(relations - truth_set):
        problems.append(f'{name}.relations lacks {missing[0]}.{missing[1]} -> {missing[2]}.Z_PK')
    for extra in sorted(truth_set - relations):
        problems.append(f'{name}.relations has {extra[0]}.{extra[1]} -> {extra[2]}, no relationship of the model')

    counts = {t: db.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in tables}
    links = sum(db.execute(f'SELECT count("{c}") FROM "{t}"').fetchone()[0] for (t, c) in truth)
    print(f'{name}: {len(entities)} entities in {len(set(table.values()))} tables, {len(joins)} many-to-many, '
          f'{len(truth)} relation columns, {links} links; biggest table {max(counts, key=counts.get)} '
          f'({max(counts.values())} rows): {"ok" if not problems else str(len(problems)) + " problems"}')
    for p in problems:
        print('  ' + p)
    return not problems


names = sys.argv[1:] or sorted(os.path.basename(p)[:-4] for p in glob.glob(os.path.join(FIXTURES, '*.sql')))
sys.exit(0 if all([check(n) for n in names]) else 1)
