-- The shape of the legacy Apple Notes store (notes.sqlite of iOS 5-8 and OS X Notes before
-- iCloud notes), a Core Data SQLite store, described here from the forensic literature that
-- documents it and trimmed to accounts, stores (folders), notes and note bodies plus Core Data's
-- own tables. Documented e.g. by the Apple Cloud Notes Parser's legacy support
-- (https://github.com/threeplanetssoftware/apple_cloud_notes_parser, lib/AppleNoteStore.rb,
-- "ZNOTE" / "ZNOTEBODY") and by Core Data's store format (every entity a Z table keyed by
-- Z_PK INTEGER PRIMARY KEY, Z_ENT its entity number, Z_OPT its version). Core Data never
-- declares a foreign key: a to-one relationship is an integer column named after it, holding
-- the Z_PK of the destination, with an index "Z<ENTITY>_<COLUMN>_INDEX".
--
-- Relations, and where the store keeps them (the model's relationships):
--   ZNOTE.ZBODY -> ZNOTEBODY.Z_PK and ZNOTEBODY.ZOWNER -> ZNOTE.Z_PK: the to-one pair
--     note.body / noteBody.owner (the parser joins "ZNOTE LEFT JOIN ZNOTEBODY ON
--     ZNOTEBODY.Z_PK = ZNOTE.ZBODY").
--   ZNOTE.ZSTORE -> ZSTORE.Z_PK: the note's folder (note.store).
--   ZSTORE.ZACCOUNT -> ZACCOUNT.Z_PK: the folder's account (store.account).
--   ZACCOUNT.ZDEFAULTSTORE -> ZSTORE.Z_PK: the account's default folder (account.defaultStore).
--   ZACCOUNT.Z_ENT, ZSTORE.Z_ENT, ZNOTE.Z_ENT, ZNOTEBODY.Z_ENT -> Z_PRIMARYKEY.Z_ENT: each row's
--     entity number, the key of Core Data's entity table; Z_PRIMARYKEY.Z_SUPER -> Z_PRIMARYKEY.Z_ENT
--     (0 = no super-entity).
-- Not relations: Z_OPT (a version counter), ZCONTAINSCJK, ZDELETEDFLAG, ZISBOOKKEEPINGENTRY
-- (booleans), ZCONTENTTYPE (enum), ZEXTERNALFLAGS (bitmask), ZEXTERNALSERVERINTID and
-- ZINTEGERID (IMAP message UIDs on the server), ZEXTERNALSEQUENCENUMBER, Z_PRIMARYKEY.Z_MAX (the
-- highest Z_PK given out), ZCREATIONDATE / ZMODIFICATIONDATE (seconds since 2001, REAL).
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
CREATE TABLE ZACCOUNT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZDEFAULTSTORE INTEGER, ZACCOUNTIDENTIFIER VARCHAR, ZNAME VARCHAR);
CREATE TABLE ZSTORE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZEXTERNALSEQUENCENUMBER INTEGER, ZACCOUNT INTEGER, ZNAME VARCHAR, ZEXTERNALIDENTIFIER VARCHAR, ZSYNCANCHOR VARCHAR);
CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCONTAINSCJK INTEGER, ZCONTENTTYPE INTEGER, ZDELETEDFLAG INTEGER, ZEXTERNALFLAGS INTEGER, ZEXTERNALSERVERINTID INTEGER, ZINTEGERID INTEGER, ZISBOOKKEEPINGENTRY INTEGER, ZBODY INTEGER, ZSTORE INTEGER, ZCREATIONDATE TIMESTAMP, ZMODIFICATIONDATE TIMESTAMP, ZAUTHOR VARCHAR, ZTITLE VARCHAR, ZSUMMARY VARCHAR, ZGUID VARCHAR, ZSERVERID VARCHAR);
CREATE TABLE ZNOTEBODY (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZOWNER INTEGER, ZCONTENT VARCHAR, ZEXTERNALCONTENTREF VARCHAR, ZEXTERNALREPRESENTATION BLOB);
CREATE INDEX ZACCOUNT_ZDEFAULTSTORE_INDEX ON ZACCOUNT (ZDEFAULTSTORE);
CREATE INDEX ZSTORE_ZACCOUNT_INDEX ON ZSTORE (ZACCOUNT);
CREATE INDEX ZNOTE_ZBODY_INDEX ON ZNOTE (ZBODY);
CREATE INDEX ZNOTE_ZSTORE_INDEX ON ZNOTE (ZSTORE);
CREATE INDEX ZNOTEBODY_ZOWNER_INDEX ON ZNOTEBODY (ZOWNER);

INSERT INTO Z_PRIMARYKEY VALUES (1, 'Account', 0, 3), (2, 'Note', 0, 260), (3, 'NoteBody', 0, 260), (4, 'Store', 0, 14);
INSERT INTO Z_METADATA VALUES (1, 'C0A3D5E2-7B1F-4E8A-9C61-2F4B8D0E1A77', NULL);
INSERT INTO ZACCOUNT VALUES (1, 1, 4, 1, 'LocalAccount', 'On My iPhone'), (2, 1, 7, 3, 'imap://ada@mail.example', 'Mail'), (3, 1, 2, 12, 'imap://ada@work.example', 'Work');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 14)
INSERT INTO ZSTORE SELECT i, 4, 1 + i % 5, CASE WHEN i = 1 THEN 0 ELSE 100 + i * 17 END, CASE WHEN i = 1 THEN 1 WHEN i < 12 THEN 2 ELSE 3 END,
  CASE WHEN i IN (1, 3, 12) THEN 'Notes' ELSE 'Folder ' || i END, CASE WHEN i > 1 THEN 'Notes/Folder' || i END, NULL FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 260)
INSERT INTO ZNOTE SELECT i, 2, 1 + i % 6, 0, 0, 0, CASE WHEN i % 3 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 14 = 0 THEN -1 ELSE 1 + (i * 3) % 400 END,
  1 + (i * 7) % 300, 0, i, 1 + i % 14, 430000000.0 + i * 86400, 440000000.0 + i * 86400, NULL, 'Note ' || i, 'Summary ' || i,
  'guid-' || i, CASE WHEN i % 14 <> 1 THEN '<' || i || '@mail.example>' END FROM n;
INSERT INTO ZNOTEBODY SELECT Z_PK, 3, 1, Z_PK, '<div>Body of note ' || Z_PK || '</div>', NULL, NULL FROM ZNOTE;
-- Deleted since: notes and their bodies (Core Data deletes both sides of the pair), a folder.
DELETE FROM ZNOTEBODY WHERE ZOWNER % 23 = 0 OR ZOWNER IN (SELECT Z_PK FROM ZNOTE WHERE ZSTORE = 9);
DELETE FROM ZNOTE WHERE Z_PK % 23 = 0 OR ZSTORE = 9;
DELETE FROM ZSTORE WHERE Z_PK = 9;
