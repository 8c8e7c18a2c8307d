-- The shape of an Anki collection (schema 18), described from its public documentation and
-- written here, trimmed to what matters for the conversion: keys are epoch milliseconds, no
-- table declares a foreign key, and 0 means "no deck" in cards.odid. Relations the app keeps:
-- cards.nid → notes.id, cards.did → decks.id, cards.odid → decks.id (0: none),
-- notes.mid → notetypes.id, revlog.cid → cards.id (revlog outlives deleted cards).
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL, ver integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL);
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL);
CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL, usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL, mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL, ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
CREATE TABLE graves (oid integer NOT NULL, type integer NOT NULL, usn integer NOT NULL, PRIMARY KEY (oid, type)) WITHOUT ROWID;
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);

INSERT INTO col VALUES (1, 1600000000, 1700000000000, 1700000000000, 18, 0, 0);
INSERT INTO notetypes VALUES (1342697561419, 'Basic', 1700000000, -1), (1342697561420, 'Basic (and reversed card)', 1700000000, -1), (1342697561421, 'Cloze', 1700000000, -1);
INSERT INTO decks VALUES (1, 'Default', 1700000000, -1), (1600000000001, 'Spanish', 1700000000, -1), (1600000000002, 'Filtered', 1700000000, -1);
INSERT INTO notes VALUES
  (1600000100000, 'a1', 1342697561419, 1700000001, -1, '', 'uno\x1fone', 0, 2847190412, 0, ''),
  (1600000100500, 'a2', 1342697561419, 1700000002, -1, '', 'dos\x1ftwo', 0, 1938475610, 0, ''),
  (1600000101000, 'a3', 1342697561420, 1700000003, -1, 'verb', 'tres\x1fthree', 0, 3019283746, 0, ''),
  (1600000102000, 'a4', 1342697561421, 1700000004, -1, '', '{{c1::cuatro}}', 0, 1029384756, 0, '');
INSERT INTO cards VALUES
  (1600000100001, 1600000100000, 1600000000001, 0, 1700000001, -1, 2, 2, 12, 7, 2500, 5, 0, 0, 0, 0, 0, ''),
  (1600000100501, 1600000100500, 1600000000001, 0, 1700000002, -1, 2, 2, 15, 10, 2500, 6, 1, 0, 0, 0, 0, ''),
  (1600000101001, 1600000101000, 1600000000001, 0, 1700000003, -1, 1, 1, 3, 0, 2500, 1, 0, 1001, 0, 0, 0, ''),
  (1600000101002, 1600000101000, 1600000000002, 1, 1700000003, -1, 0, 0, 4, 0, 0, 0, 0, 0, 30, 1600000000001, 0, ''),
  (1600000102001, 1600000102000, 1, 0, 1700000004, -1, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 1, '');
INSERT INTO revlog VALUES
  (1600000200000, 1600000100001, -1, 3, 1, 0, 2500, 6000, 0),
  (1600000300000, 1600000100001, -1, 3, 7, 1, 2500, 4000, 1),
  (1600000210000, 1600000100501, -1, 1, -600, 0, 2500, 9000, 0),
  (1600000220000, 1600000101001, -1, 4, 3, 0, 2500, 3000, 0),
  (1600000230000, 1600000099001, -1, 3, 1, 0, 2500, 5000, 0);
INSERT INTO graves VALUES (1600000099001, 0, -1), (1600000099000, 1, -1);
