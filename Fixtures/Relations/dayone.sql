-- Day One (journaling app by Bloom Built / Automattic; macOS and iOS), its store DayOne.sqlite
-- (~/Library/Group Containers/5U8NS4GX82.dayoneapp2/Data/Documents/DayOne.sqlite), a Core Data SQLite store
-- opened WITHOUT its model, as written by the releases whose Entry is entity 12 and Tag entity 44. Day One
-- publishes neither source nor model: the tables and columns are those the public readers of the store query,
-- written out here in Core Data's store format (so the DDL is reconstructed, not copied):
--   agreatfool/dayone2md, src/libs/db.ts at 3be0173 (https://github.com/agreatfool/dayone2md):
--     "SELECT Z_PK as id, ZUUID as uuid, ZGREGORIANDAY as day, ZGREGORIANMONTH as month, ZGREGORIANYEAR as year,
--     ZLOCATION as locationId, ZWEATHER as weatherId, ZCREATIONDATE as createdTime, ZMARKDOWNTEXT as markdown FROM
--     ZENTRY", "SELECT Z_PK as id, ZENTRY as entryId, ZRELATIVEHUMIDITY ... FROM ZWEATHER WHERE Z_PK = ${id}",
--     "SELECT ... FROM ZLOCATION WHERE Z_PK = ${id}", "SELECT Z_44TAGS1 as tagId FROM Z_12TAGS WHERE Z_12ENTRIES =
--     ${entryId}", "SELECT Z_PK as id, ZNAME as name FROM ZTAG WHERE Z_PK = ${id}", "SELECT Z_PK as id, ZENTRY as
--     entryId, ZIDENTIFIER as uuid, ZMD5 as filename, ZTYPE as filetype FROM ZATTACHMENT WHERE ZENTRY = ${entryId}";
--   kwo/dayone2md, database/query.go at 9ee8edb (https://github.com/kwo/dayone2md): "FROM ZENTRY e JOIN ZJOURNAL j
--     ON (e.ZJOURNAL = j.Z_PK) ... LEFT JOIN ZLOCATION l ON (l.Z_PK = e.ZLOCATION) LEFT JOIN ZWEATHER w ON (w.Z_PK =
--     e.ZWEATHER)", "FROM ZATTACHMENT a JOIN ZENTRY e ON (e.Z_PK = a.ZENTRY)", and the entry, location and weather
--     columns it selects (ZISPINNED, ZISALLDAY, ZDURATION, ZEDITINGTIME, ZCREATIONDEVICE*, ZUSERLABEL, ZPLACENAME,
--     ZMOONPHASECODE, ZWINDBEARING ...); database.go finds the entry/tag join table "Z_%TAGS" at run time;
--   benlen10/dayone-mcp, src/dayone_mcp/database.py (ZENTRY.ZRICHTEXTJSON, ZJOURNAL.ZUUIDFORAUXILIARYSYNC,
--     ZATTACHMENT.ZISRECORDING, ZCAPTION, ZWIDTH, ZHEIGHT, ZDURATION, "ORDER BY e.ZUUID, a.ZORDERINENTRY"; a later
--     release: Z_16TAGS.Z_16ENTRIES / Z_60TAGS1); Indyandie/last-day query-entry.sql (ZLOCATION.ZADDRESS,
--     ZWEATHER.ZWEATHERCODE); joshuacoles/Dayone-Export src/db.rs (Z_12TAGS.Z_12ENTRIES / Z_45TAGS1).
-- Store format: Z_PK INTEGER PRIMARY KEY, Z_ENT (the entity number, a key of Z_PRIMARYKEY), Z_OPT (a version
--   counter); attributes and to-one relationships are Z-prefixed columns, grouped by type as Core Data writes them;
--   a many-to-many is a Z_<entity><NAME> table. Entry 12 and Tag 44 are the numbers agreatfool's queries name; the
--   other entities are numbered in alphabetical order around them (the model's other entities, e.g. sync and
--   template entities, are not public, so their exact numbers are a choice). No inheritance is known, so every
--   Z_SUPER is 0. Core Data declares no foreign key.
--
-- Relations (child -> parent), as the readers above join them:
--   ZENTRY.ZJOURNAL -> ZJOURNAL.Z_PK: the journal an entry is in (kwo, agreatfool, benlen10 "LEFT JOIN ZJOURNAL j
--     ON e.ZJOURNAL = j.Z_PK"). Skewed: the default journal holds most entries.
--   ZENTRY.ZLOCATION -> ZLOCATION.Z_PK: the place an entry was written (NULL without location; benlen10 tests
--     "e.ZLOCATION IS NULL"). One Location row per entry.
--   ZENTRY.ZWEATHER -> ZWEATHER.Z_PK and its inverse ZWEATHER.ZENTRY -> ZENTRY.Z_PK: one-to-one, both sides stored
--     (agreatfool reads both "ZWEATHER as weatherId" and "ZENTRY as entryId"). Weather is only fetched for an
--     entry with a location.
--   ZATTACHMENT.ZENTRY -> ZENTRY.Z_PK: photos, videos, audio and PDFs of an entry (kwo, agreatfool, benlen10).
--   Z_12TAGS.Z_12ENTRIES -> ZENTRY.Z_PK and Z_12TAGS.Z_44TAGS1 -> ZTAG.Z_PK: the many-to-many Entry.tags.
--   Every table's Z_ENT -> Z_PRIMARYKEY.Z_ENT; Z_PRIMARYKEY.Z_SUPER -> Z_PRIMARYKEY.Z_ENT none=0 (0: no super-entity).
-- Polymorphic columns left out: none.
-- Not relations: Z_OPT and Z_PRIMARYKEY.Z_MAX (counters); ZGREGORIANDAY, ZGREGORIANMONTH, ZGREGORIANYEAR (the
--   entry's local calendar date, 1..31, 1..12 and the year); ZDURATION (seconds; 0 for a plain entry);
--   ZISALLDAY, ZISPINNED, ZSTARRED, ZISRECORDING (flags); ZORDERINENTRY (position of an attachment in its entry);
--   ZWIDTH, ZHEIGHT (pixels, 0 for audio and PDF); ZCREATIONDATE, ZMODIFIEDDATE, ZSUNRISEDATE, ZSUNSETDATE (seconds
--   since 2001), ZEDITINGTIME (seconds), ZWINDBEARING (degrees) and the other FLOAT measures. ZUUID, ZIDENTIFIER and
--   ZMD5 are text identifiers (the attachment's file is DayOnePhotos/<ZMD5>.<ZTYPE>).
-- Deleted since: 14 entries, whose location, weather, attachments and tag rows Core Data's cascade removed with them.

CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB);
CREATE TABLE ZATTACHMENT ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZHEIGHT INTEGER, ZISRECORDING INTEGER, ZORDERINENTRY INTEGER, ZWIDTH INTEGER, ZENTRY INTEGER, ZDURATION FLOAT, ZCAPTION VARCHAR, ZFILENAME VARCHAR, ZIDENTIFIER VARCHAR, ZMD5 VARCHAR, ZTYPE VARCHAR );
CREATE TABLE ZENTRY ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZDURATION INTEGER, ZGREGORIANDAY INTEGER, ZGREGORIANMONTH INTEGER, ZGREGORIANYEAR INTEGER, ZISALLDAY INTEGER, ZISPINNED INTEGER, ZSTARRED INTEGER, ZJOURNAL INTEGER, ZLOCATION INTEGER, ZWEATHER INTEGER, ZCREATIONDATE TIMESTAMP, ZEDITINGTIME FLOAT, ZMODIFIEDDATE TIMESTAMP, ZCREATIONDEVICE VARCHAR, ZCREATIONDEVICEMODEL VARCHAR, ZCREATIONDEVICETYPE VARCHAR, ZCREATIONOSNAME VARCHAR, ZCREATIONOSVERSION VARCHAR, ZMARKDOWNTEXT VARCHAR, ZRICHTEXTJSON VARCHAR, ZUUID VARCHAR, ZTIMEZONE BLOB );
CREATE TABLE ZJOURNAL ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR, ZUUIDFORAUXILIARYSYNC VARCHAR );
CREATE TABLE ZLOCATION ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZALTITUDE FLOAT, ZLATITUDE FLOAT, ZLONGITUDE FLOAT, ZADDRESS VARCHAR, ZADMINISTRATIVEAREA VARCHAR, ZCOUNTRY VARCHAR, ZLOCALITYNAME VARCHAR, ZPLACENAME VARCHAR, ZUSERLABEL VARCHAR );
CREATE TABLE ZTAG ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR );
CREATE TABLE ZWEATHER ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZENTRY INTEGER, ZMOONPHASE FLOAT, ZPRESSUREMB FLOAT, ZRELATIVEHUMIDITY FLOAT, ZSUNRISEDATE TIMESTAMP, ZSUNSETDATE TIMESTAMP, ZTEMPERATURECELSIUS FLOAT, ZVISIBILITYKM FLOAT, ZWINDBEARING FLOAT, ZWINDSPEEDKPH FLOAT, ZCONDITIONSDESCRIPTION VARCHAR, ZMOONPHASECODE VARCHAR, ZWEATHERCODE VARCHAR, ZWEATHERSERVICENAME VARCHAR );
CREATE TABLE Z_12TAGS ( Z_12ENTRIES INTEGER, Z_44TAGS1 INTEGER, PRIMARY KEY (Z_12ENTRIES, Z_44TAGS1) );
CREATE INDEX ZATTACHMENT_ZENTRY_INDEX ON ZATTACHMENT (ZENTRY);
CREATE INDEX ZENTRY_ZJOURNAL_INDEX ON ZENTRY (ZJOURNAL);
CREATE INDEX ZENTRY_ZLOCATION_INDEX ON ZENTRY (ZLOCATION);
CREATE INDEX ZENTRY_ZWEATHER_INDEX ON ZENTRY (ZWEATHER);
CREATE INDEX ZWEATHER_ZENTRY_INDEX ON ZWEATHER (ZENTRY);
CREATE INDEX Z_12TAGS_Z_44TAGS1_INDEX ON Z_12TAGS (Z_44TAGS1, Z_12ENTRIES);

INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES
(3, 'Attachment', 0, 256),
(12, 'Entry', 0, 552),
(20, 'Journal', 0, 7),
(24, 'Location', 0, 397),
(44, 'Tag', 0, 26),
(52, 'Weather', 0, 364);
INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, '109BD17E-266C-CE9A-6C9C-08CEDE5178F4', NULL);
INSERT INTO ZJOURNAL (Z_PK, Z_ENT, Z_OPT, ZNAME, ZUUIDFORAUXILIARYSYNC) VALUES
(1, 20, 14, 'Journal', '87751D4CA8501E2C44DCDA6A797D76DE'),
(2, 20, 6, 'Travel', '61B339FF248174E5598B88DBAA99E079'),
(3, 20, 3, 'Work notes', '7B87A9E25FEFE911FF22A27B02C7BFF2'),
(5, 20, 2, 'Dreams', '75D0DD66CF72F858A4B66F8C462804DB'),
(6, 20, 4, 'Kids', '3A46E6B099F916B1DD45AF1CB0CAAE1C'),
(7, 20, 1, 'Gratitude', '9FCDB9E1A94C56B9006D2CC78EE58B06');
INSERT INTO ZTAG (Z_PK, Z_ENT, Z_OPT, ZNAME) VALUES
(1, 44, 1, 'family'),
(2, 44, 2, 'run'),
(3, 44, 3, 'hiking'),
(4, 44, 1, 'work'),
(5, 44, 2, 'idea'),
(6, 44, 3, 'book'),
(7, 44, 1, 'movie'),
(8, 44, 2, 'cooking'),
(9, 44, 3, 'dinner'),
(10, 44, 1, 'birthday'),
(11, 44, 2, 'grateful'),
(12, 44, 3, 'health'),
(13, 44, 1, 'garden'),
(14, 44, 2, 'berlin'),
(15, 44, 3, 'lisbon'),
(16, 44, 1, 'tokyo'),
(17, 44, 2, 'concert'),
(18, 44, 3, 'friends'),
(20, 44, 1, 'sleep'),
(21, 44, 2, 'meditation'),
(22, 44, 3, 'kids'),
(23, 44, 1, 'school'),
(24, 44, 2, 'weekend'),
(25, 44, 3, 'rain'),
(26, 44, 1, 'photo-walk');
INSERT INTO ZLOCATION (Z_PK, Z_ENT, Z_OPT, ZALTITUDE, ZLATITUDE, ZLONGITUDE, ZADDRESS, ZADMINISTRATIVEAREA, ZCOUNTRY, ZLOCALITYNAME, ZPLACENAME, ZUSERLABEL) VALUES
(1, 24, 1, 47.5, 52.529448, 13.411918, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(2, 24, 1, 34.4, 52.529219, 13.411105, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(3, 24, 1, 26.2, 52.531128, 13.411766, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(5, 24, 1, 46.8, 52.50505, 13.387914, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(6, 24, 1, 57.6, 52.488982, 13.424964, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(8, 24, 1, 46.5, 52.507465, 13.389857, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(9, 24, 1, 53.7, 52.508585, 13.389199, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(10, 24, 1, 59.5, 53.550462, 9.99277, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(11, 24, 1, 25.8, 52.516466, 13.376368, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(12, 24, 1, 48.4, 52.517659, 13.378963, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(13, 24, 1, 50.6, 52.488047, 13.422769, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(14, 24, 1, 23.6, 52.505324, 13.390002, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(15, 24, 1, 58.9, 52.531343, 13.411423, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(16, 24, 1, 53.7, 52.529829, 13.41205, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(17, 24, 1, 38.4, 52.488479, 13.423579, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(18, 24, 1, 40.3, 35.659227, 139.699059, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(19, 24, 1, 42.6, 52.531864, 13.411589, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(20, 24, 1, 56.0, 52.531086, 13.41099, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(21, 24, 1, 53.5, 52.53016, 13.413601, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(22, 24, 1, 31.2, 52.50573, 13.387691, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(23, 24, 1, 26.1, 38.712995, -9.138077, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(24, 24, 1, 41.7, 52.507823, 13.387432, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(25, 24, 1, 22.5, 52.517283, 13.377603, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(26, 24, 1, 29.4, 52.529429, 13.413722, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(27, 24, 1, 53.9, 47.55998, 7.588207, 'Marktplatz', 'Basel-Stadt', 'Switzerland', 'Basel', 'Marktplatz', NULL),
(29, 24, 1, 46.5, 52.531978, 13.412205, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(30, 24, 1, 22.0, 52.532063, 13.411103, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(31, 24, 1, 22.6, 52.531447, 13.411463, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(32, 24, 1, 49.8, 35.65875, 139.700944, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(33, 24, 1, 59.4, 52.531184, 13.411312, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(34, 24, 1, 43.3, 52.49011, 13.425301, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(35, 24, 1, 57.5, 52.489122, 13.425505, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(36, 24, 1, 28.7, 35.661077, 139.699656, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(37, 24, 1, 53.6, 52.529012, 13.412701, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(38, 24, 1, 44.4, 52.529738, 13.411934, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(39, 24, 1, 55.0, 52.506831, 13.387223, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(40, 24, 1, 38.0, 52.506748, 13.39099, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(41, 24, 1, 37.8, 35.660585, 139.701328, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(42, 24, 1, 32.8, 53.550529, 9.991974, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(43, 24, 1, 24.6, 52.516104, 13.376358, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(44, 24, 1, 49.5, 38.712744, -9.140125, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(45, 24, 1, 28.9, 38.715091, -9.138322, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(46, 24, 1, 46.8, 52.528438, 13.410732, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(47, 24, 1, 58.6, 52.531409, 13.412002, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(48, 24, 1, 27.2, 52.529422, 13.412825, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(49, 24, 1, 39.3, 38.715687, -9.138703, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(50, 24, 1, 49.7, 53.552293, 9.994007, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(51, 24, 1, 39.4, 52.53079, 13.410474, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(52, 24, 1, 25.7, 52.529347, 13.410875, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(53, 24, 1, 34.5, 52.489353, 13.426278, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(54, 24, 1, 53.8, 52.531131, 13.410608, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(55, 24, 1, 55.3, 52.489235, 13.423155, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(56, 24, 1, 22.3, 52.4866, 13.424591, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(57, 24, 1, 40.1, 52.489698, 13.424086, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(58, 24, 1, 54.4, 52.529852, 13.413866, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(59, 24, 1, 59.7, 52.530393, 13.411704, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(60, 24, 1, 44.7, 52.531365, 13.410523, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(61, 24, 1, 40.4, 52.487757, 13.423885, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(62, 24, 1, 31.2, 52.529889, 13.411713, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(63, 24, 1, 25.8, 52.531014, 13.412819, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(65, 24, 1, 30.4, 52.530165, 13.411884, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(66, 24, 1, 27.5, 52.53011, 13.413116, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(67, 24, 1, 54.8, 52.53017, 13.410654, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(68, 24, 1, 35.5, 52.528157, 13.410451, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(69, 24, 1, 22.2, 52.528432, 13.412664, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(70, 24, 1, 39.8, 52.53183, 13.410574, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(71, 24, 1, 34.3, 52.531708, 13.412976, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(72, 24, 1, 24.2, 52.507195, 13.390006, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(73, 24, 1, 47.9, 52.532083, 13.410584, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(74, 24, 1, 50.2, 52.508816, 13.390332, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(75, 24, 1, 46.6, 52.528991, 13.411141, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(76, 24, 1, 29.0, 52.489184, 13.424771, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(77, 24, 1, 41.3, 52.531752, 13.414262, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(79, 24, 1, 48.2, 52.530069, 13.411791, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(80, 24, 1, 25.4, 52.508458, 13.388404, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(82, 24, 1, 39.7, 52.531911, 13.413353, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(83, 24, 1, 37.3, 47.561433, 7.590014, 'Marktplatz', 'Basel-Stadt', 'Switzerland', 'Basel', 'Marktplatz', NULL),
(84, 24, 1, 21.3, 52.531118, 13.411821, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(85, 24, 1, 21.8, 52.529305, 13.411633, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(87, 24, 1, 23.0, 52.528877, 13.410489, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(88, 24, 1, 50.1, 52.50781, 13.387198, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(90, 24, 1, 35.7, 52.488058, 13.425017, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(91, 24, 1, 21.8, 52.529532, 13.412794, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(92, 24, 1, 36.7, 52.531022, 13.410639, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(93, 24, 1, 34.5, 52.489329, 13.42345, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(94, 24, 1, 34.5, 38.712031, -9.139147, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(95, 24, 1, 50.6, 52.530573, 13.413879, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(96, 24, 1, 43.4, 52.531267, 13.4135, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(97, 24, 1, 38.7, 52.531105, 13.413642, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(98, 24, 1, 24.4, 52.531715, 13.410321, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(99, 24, 1, 41.2, 35.659104, 139.700446, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(100, 24, 1, 57.5, 52.531484, 13.412539, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(101, 24, 1, 48.3, 52.529685, 13.410776, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(102, 24, 1, 33.9, 52.529038, 13.413437, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(103, 24, 1, 56.0, 52.529515, 13.413274, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(104, 24, 1, 40.9, 35.658947, 139.69942, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(106, 24, 1, 42.7, 52.53152, 13.410809, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(107, 24, 1, 30.1, 52.488308, 13.423387, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(108, 24, 1, 44.0, 52.528197, 13.412231, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(109, 24, 1, 46.1, 53.55207, 9.993622, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(110, 24, 1, 23.3, 52.530331, 13.411091, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(111, 24, 1, 54.2, 52.530311, 13.41333, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(112, 24, 1, 39.5, 38.713305, -9.138397, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(113, 24, 1, 32.7, 52.529594, 13.413365, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(114, 24, 1, 40.7, 52.528529, 13.412771, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(115, 24, 1, 50.8, 52.528471, 13.412618, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(116, 24, 1, 25.1, 52.489628, 13.425992, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(117, 24, 1, 33.3, 52.528544, 13.412913, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(118, 24, 1, 28.2, 35.658056, 139.700921, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(119, 24, 1, 22.1, 52.529074, 13.410837, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(120, 24, 1, 47.7, 52.508697, 13.387344, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(122, 24, 1, 47.3, 52.528286, 13.410497, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(123, 24, 1, 57.6, 52.530397, 13.412734, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(124, 24, 1, 23.8, 52.50853, 13.389673, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(125, 24, 1, 56.9, 52.529368, 13.41115, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(126, 24, 1, 46.9, 52.531966, 13.412983, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(127, 24, 1, 39.5, 52.507333, 13.389978, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(128, 24, 1, 32.8, 53.550211, 9.99478, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(129, 24, 1, 51.6, 35.661163, 139.700672, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(130, 24, 1, 29.9, 52.528831, 13.411718, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(131, 24, 1, 58.7, 52.488323, 13.424195, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(132, 24, 1, 58.6, 38.714415, -9.139638, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(133, 24, 1, 40.0, 52.506957, 13.390119, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(134, 24, 1, 54.2, 52.487379, 13.424687, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(136, 24, 1, 33.4, 52.505334, 13.389394, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(137, 24, 1, 30.5, 52.528644, 13.410444, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(138, 24, 1, 36.9, 52.528731, 13.414264, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(139, 24, 1, 44.0, 52.488688, 13.422623, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(140, 24, 1, 45.4, 52.53039, 13.411777, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(141, 24, 1, 25.5, 52.514724, 13.379241, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(142, 24, 1, 35.4, 52.531851, 13.410746, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(143, 24, 1, 23.8, 52.507293, 13.390587, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(144, 24, 1, 24.4, 35.657849, 139.698618, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(146, 24, 1, 38.1, 52.531414, 13.412024, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(147, 24, 1, 23.8, 52.52831, 13.410364, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(148, 24, 1, 42.2, 52.531303, 13.411229, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(149, 24, 1, 38.3, 47.557945, 7.587266, 'Marktplatz', 'Basel-Stadt', 'Switzerland', 'Basel', 'Marktplatz', NULL),
(150, 24, 1, 30.7, 53.551592, 9.992782, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(151, 24, 1, 47.2, 52.508796, 13.389466, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(153, 24, 1, 29.5, 52.530539, 13.411738, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(155, 24, 1, 55.9, 52.505717, 13.387302, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(156, 24, 1, 31.6, 52.530547, 13.411985, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(157, 24, 1, 38.5, 53.55058, 9.993434, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(158, 24, 1, 20.2, 52.5307, 13.4116, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(159, 24, 1, 55.2, 52.507656, 13.387427, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(160, 24, 1, 26.1, 52.52956, 13.412538, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(161, 24, 1, 52.2, 52.517716, 13.375919, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(162, 24, 1, 53.6, 53.549657, 9.994489, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(164, 24, 1, 42.7, 52.531592, 13.412674, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(165, 24, 1, 60.0, 52.530237, 13.411048, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(166, 24, 1, 34.4, 52.489988, 13.423043, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(167, 24, 1, 39.1, 52.516717, 13.378607, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(168, 24, 1, 39.4, 52.528868, 13.410436, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(169, 24, 1, 41.0, 35.659585, 139.700524, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(170, 24, 1, 52.2, 52.529713, 13.414292, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(171, 24, 1, 43.6, 52.530258, 13.412297, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(172, 24, 1, 31.8, 35.658346, 139.699907, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(173, 24, 1, 53.2, 53.552072, 9.995524, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(174, 24, 1, 40.1, 52.528511, 13.414117, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(175, 24, 1, 36.9, 52.529867, 13.413434, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(176, 24, 1, 20.2, 52.528984, 13.413896, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(177, 24, 1, 31.0, 52.528329, 13.412528, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(178, 24, 1, 38.8, 52.530728, 13.411422, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(179, 24, 1, 58.2, 52.505826, 13.389371, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(180, 24, 1, 58.0, 52.529388, 13.413786, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(181, 24, 1, 33.1, 52.489135, 13.42347, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(183, 24, 1, 41.0, 52.505026, 13.387118, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(184, 24, 1, 41.7, 35.659556, 139.69855, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(185, 24, 1, 46.2, 52.505357, 13.388195, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(186, 24, 1, 24.5, 52.528318, 13.410934, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(187, 24, 1, 24.5, 52.53181, 13.413598, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(188, 24, 1, 52.1, 52.53038, 13.413199, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(189, 24, 1, 39.2, 52.506471, 13.389389, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(190, 24, 1, 29.9, 52.48683, 13.423661, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(191, 24, 1, 49.8, 47.559257, 7.587361, 'Marktplatz', 'Basel-Stadt', 'Switzerland', 'Basel', 'Marktplatz', NULL),
(193, 24, 1, 31.5, 52.507722, 13.39011, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(194, 24, 1, 33.4, 53.552005, 9.992799, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(195, 24, 1, 20.3, 52.49012, 13.423343, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(196, 24, 1, 44.0, 52.529741, 13.411806, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(198, 24, 1, 25.7, 52.530592, 13.413573, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(199, 24, 1, 21.1, 53.550857, 9.991828, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(200, 24, 1, 45.2, 38.714558, -9.141276, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(202, 24, 1, 35.6, 35.660116, 139.701219, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(203, 24, 1, 36.9, 52.506059, 13.387812, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(204, 24, 1, 22.5, 52.52904, 13.414013, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(205, 24, 1, 54.7, 52.530404, 13.410868, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(206, 24, 1, 33.0, 52.529696, 13.410391, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(207, 24, 1, 43.1, 52.50754, 13.387288, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(208, 24, 1, 32.2, 38.715684, -9.141323, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(209, 24, 1, 24.4, 53.550991, 9.992108, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(210, 24, 1, 41.7, 38.712889, -9.140469, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(211, 24, 1, 57.7, 52.516235, 13.378152, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(212, 24, 1, 30.0, 52.506191, 13.388417, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(213, 24, 1, 27.4, 38.713791, -9.140393, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(214, 24, 1, 24.5, 52.53122, 13.410826, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(215, 24, 1, 57.3, 52.528942, 13.410609, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(216, 24, 1, 30.7, 52.531679, 13.413818, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(217, 24, 1, 55.4, 38.713599, -9.138718, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(218, 24, 1, 53.2, 53.552299, 9.992681, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(219, 24, 1, 35.2, 52.528195, 13.412326, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(220, 24, 1, 46.8, 52.529474, 13.413946, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(221, 24, 1, 20.2, 52.530789, 13.410987, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(222, 24, 1, 40.8, 52.528805, 13.414273, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(223, 24, 1, 21.3, 52.531934, 13.413697, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(224, 24, 1, 20.8, 52.488789, 13.424267, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(225, 24, 1, 24.0, 53.54931, 9.991824, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(228, 24, 1, 50.1, 52.517158, 13.375878, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(229, 24, 1, 55.9, 52.529883, 13.413927, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(230, 24, 1, 25.5, 52.506531, 13.390981, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(231, 24, 1, 46.0, 52.528187, 13.410771, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(232, 24, 1, 58.4, 38.712204, -9.140282, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(233, 24, 1, 51.2, 52.48673, 13.425331, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(234, 24, 1, 57.9, 35.659167, 139.699688, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(236, 24, 1, 22.8, 52.532062, 13.411809, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(237, 24, 1, 22.5, 52.531526, 13.412964, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(238, 24, 1, 25.4, 52.530805, 13.412041, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(239, 24, 1, 59.1, 47.560744, 7.589201, 'Marktplatz', 'Basel-Stadt', 'Switzerland', 'Basel', 'Marktplatz', NULL),
(240, 24, 1, 25.1, 52.529306, 13.411809, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(241, 24, 1, 39.6, 52.531307, 13.412742, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(242, 24, 1, 58.0, 35.658887, 139.70231, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(243, 24, 1, 46.3, 52.530189, 13.411211, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(244, 24, 1, 55.6, 53.551334, 9.992258, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(245, 24, 1, 21.0, 52.529288, 13.413815, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(246, 24, 1, 57.8, 52.531748, 13.412248, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(247, 24, 1, 50.0, 52.531051, 13.413169, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(248, 24, 1, 39.5, 52.531749, 13.413111, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(249, 24, 1, 20.8, 52.528535, 13.413058, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(250, 24, 1, 36.4, 35.657642, 139.700689, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(251, 24, 1, 40.4, 52.487512, 13.424816, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(252, 24, 1, 51.1, 47.558392, 7.586628, 'Marktplatz', 'Basel-Stadt', 'Switzerland', 'Basel', 'Marktplatz', NULL),
(253, 24, 1, 30.1, 52.529472, 13.410667, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(254, 24, 1, 21.8, 52.531567, 13.411387, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(255, 24, 1, 49.1, 52.530732, 13.41401, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(256, 24, 1, 51.8, 52.528868, 13.410595, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(257, 24, 1, 38.4, 52.489097, 13.424279, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(258, 24, 1, 25.5, 52.487511, 13.425861, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(259, 24, 1, 30.9, 52.528234, 13.411259, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(260, 24, 1, 47.0, 52.507187, 13.389181, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(261, 24, 1, 27.1, 52.530209, 13.413858, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(262, 24, 1, 38.3, 52.490369, 13.422558, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(264, 24, 1, 25.1, 38.712398, -9.139731, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(266, 24, 1, 43.4, 52.530379, 13.410321, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(267, 24, 1, 43.9, 52.530538, 13.414264, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(268, 24, 1, 23.2, 52.488239, 13.424744, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(270, 24, 1, 38.9, 38.713374, -9.140164, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(271, 24, 1, 57.5, 38.714002, -9.140216, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(272, 24, 1, 58.4, 52.505647, 13.388959, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(273, 24, 1, 50.8, 52.490088, 13.426496, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(274, 24, 1, 43.1, 52.507137, 13.388218, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(275, 24, 1, 32.2, 52.530647, 13.413145, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(276, 24, 1, 39.8, 38.715885, -9.140642, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(277, 24, 1, 53.6, 52.53209, 13.411663, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(278, 24, 1, 57.5, 52.529452, 13.411428, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(279, 24, 1, 23.2, 52.530676, 13.411805, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(280, 24, 1, 46.6, 52.508597, 13.390923, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(281, 24, 1, 22.9, 52.489295, 13.423025, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(282, 24, 1, 50.1, 52.515353, 13.379635, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(283, 24, 1, 20.7, 52.505138, 13.387399, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(284, 24, 1, 48.2, 52.489445, 13.424263, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(285, 24, 1, 29.8, 52.507093, 13.390374, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(286, 24, 1, 59.8, 52.531495, 13.410879, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(287, 24, 1, 34.8, 52.515941, 13.375946, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(288, 24, 1, 27.7, 52.489466, 13.423062, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(289, 24, 1, 37.7, 53.553063, 9.994042, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(290, 24, 1, 59.6, 52.529784, 13.413768, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(291, 24, 1, 32.9, 52.530287, 13.410568, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(292, 24, 1, 43.8, 52.529285, 13.410627, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(293, 24, 1, 39.0, 52.531364, 13.413555, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(294, 24, 1, 58.5, 52.486571, 13.42375, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(296, 24, 1, 57.5, 35.661307, 139.700778, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(297, 24, 1, 24.4, 52.487508, 13.42387, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(298, 24, 1, 33.0, 52.531089, 13.411226, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(299, 24, 1, 41.5, 52.529578, 13.413911, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(300, 24, 1, 56.0, 52.506393, 13.389736, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(301, 24, 1, 28.3, 52.505975, 13.389296, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(302, 24, 1, 24.5, 52.531742, 13.412249, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(303, 24, 1, 43.6, 52.53113, 13.412669, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(304, 24, 1, 20.2, 35.658849, 139.70133, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(305, 24, 1, 39.0, 52.529268, 13.411782, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(306, 24, 1, 30.8, 52.505394, 13.390316, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(307, 24, 1, 22.8, 52.530164, 13.413181, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(308, 24, 1, 31.5, 52.50809, 13.389159, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(309, 24, 1, 46.1, 52.528623, 13.414284, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(310, 24, 1, 35.1, 52.48676, 13.424611, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(311, 24, 1, 51.8, 52.528156, 13.412852, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(312, 24, 1, 47.7, 52.529605, 13.411063, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(313, 24, 1, 32.0, 52.531028, 13.411275, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(315, 24, 1, 35.2, 52.53207, 13.41105, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(316, 24, 1, 25.5, 52.505029, 13.389094, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(317, 24, 1, 29.5, 52.515283, 13.375798, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(318, 24, 1, 42.5, 52.532055, 13.413053, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(319, 24, 1, 44.2, 35.659786, 139.702293, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(320, 24, 1, 48.6, 52.506399, 13.389504, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(321, 24, 1, 55.1, 52.517434, 13.376095, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(322, 24, 1, 29.1, 52.5292, 13.413494, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(323, 24, 1, 44.6, 52.528874, 13.410656, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(324, 24, 1, 53.1, 52.52948, 13.413368, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(325, 24, 1, 41.6, 52.487169, 13.42386, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(326, 24, 1, 34.9, 52.531596, 13.411573, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(327, 24, 1, 47.4, 52.531745, 13.411986, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home');
INSERT INTO ZLOCATION (Z_PK, Z_ENT, Z_OPT, ZALTITUDE, ZLATITUDE, ZLONGITUDE, ZADDRESS, ZADMINISTRATIVEAREA, ZCOUNTRY, ZLOCALITYNAME, ZPLACENAME, ZUSERLABEL) VALUES
(328, 24, 1, 54.6, 52.50761, 13.389399, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(329, 24, 1, 42.0, 38.714865, -9.138988, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(330, 24, 1, 28.3, 52.516076, 13.375821, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(331, 24, 1, 34.7, 52.530419, 13.412113, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(332, 24, 1, 32.4, 52.530126, 13.410813, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(333, 24, 1, 39.2, 52.531693, 13.412259, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(334, 24, 1, 40.1, 52.506049, 13.389813, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(335, 24, 1, 51.7, 52.531199, 13.411323, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(336, 24, 1, 21.6, 53.550438, 9.994595, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(337, 24, 1, 38.2, 52.528303, 13.41282, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(338, 24, 1, 28.2, 52.488195, 13.425532, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(339, 24, 1, 40.7, 52.528241, 13.410422, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(340, 24, 1, 36.4, 52.529862, 13.410596, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(341, 24, 1, 25.5, 35.65846, 139.701001, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(342, 24, 1, 40.9, 52.508849, 13.387943, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(343, 24, 1, 31.6, 52.487068, 13.423568, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(344, 24, 1, 59.2, 52.531115, 13.412569, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(345, 24, 1, 29.3, 52.530408, 13.411578, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(346, 24, 1, 44.3, 52.508154, 13.387524, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(347, 24, 1, 44.4, 52.505378, 13.388957, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(348, 24, 1, 54.3, 52.505565, 13.389316, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(349, 24, 1, 53.2, 52.528818, 13.413758, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(350, 24, 1, 58.8, 52.529942, 13.412263, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(351, 24, 1, 25.0, 38.713617, -9.139586, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(352, 24, 1, 20.8, 52.514478, 13.377581, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(353, 24, 1, 37.1, 52.531564, 13.413005, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(354, 24, 1, 32.1, 38.714479, -9.138191, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(355, 24, 1, 23.3, 52.507097, 13.389236, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(356, 24, 1, 37.5, 35.65912, 139.701636, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(357, 24, 1, 48.9, 52.506678, 13.38762, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(358, 24, 1, 44.1, 52.507408, 13.388573, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(359, 24, 1, 50.1, 52.530677, 13.411256, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(360, 24, 1, 30.2, 52.514795, 13.379224, 'Pariser Platz', 'Berlin', 'Germany', 'Berlin', 'Pariser Platz', NULL),
(361, 24, 1, 56.8, 53.551106, 9.995518, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(362, 24, 1, 23.0, 52.530921, 13.412507, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(363, 24, 1, 26.0, 52.530798, 13.411874, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(364, 24, 1, 21.0, 52.530307, 13.413571, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(367, 24, 1, 56.1, 38.713755, -9.139353, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(368, 24, 1, 58.2, 52.528815, 13.411712, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(369, 24, 1, 24.6, 52.529804, 13.414075, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(370, 24, 1, 40.8, 52.529236, 13.413383, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(371, 24, 1, 45.2, 52.5303, 13.413208, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(372, 24, 1, 46.5, 52.487311, 13.424737, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(373, 24, 1, 51.3, 52.530558, 13.413625, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(374, 24, 1, 43.4, 52.529721, 13.410962, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(375, 24, 1, 30.3, 52.528554, 13.412807, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(376, 24, 1, 57.4, 52.507762, 13.390817, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(378, 24, 1, 22.4, 52.48952, 13.423287, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(379, 24, 1, 42.4, 52.529288, 13.413459, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(381, 24, 1, 35.8, 52.530653, 13.413809, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(382, 24, 1, 26.2, 52.531007, 13.411431, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(383, 24, 1, 23.4, 35.65776, 139.698701, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(384, 24, 1, 38.3, 35.659877, 139.699385, 'Shibuya Crossing', 'Tokyo', 'Japan', 'Tokyo', 'Shibuya Crossing', NULL),
(385, 24, 1, 28.9, 53.550146, 9.994624, 'Jungfernstieg', 'Hamburg', 'Germany', 'Hamburg', 'Jungfernstieg', NULL),
(386, 24, 1, 34.8, 52.529087, 13.413661, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(387, 24, 1, 45.4, 52.528443, 13.41375, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(388, 24, 1, 58.8, 52.508824, 13.387559, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(389, 24, 1, 20.7, 52.506437, 13.390462, 'Friedrichstrasse 68', 'Berlin', 'Germany', 'Berlin', 'Friedrichstrasse 68', 'Office'),
(390, 24, 1, 28.2, 52.530973, 13.412739, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(391, 24, 1, 58.0, 52.490177, 13.425242, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL),
(392, 24, 1, 42.2, 52.531073, 13.412843, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(393, 24, 1, 34.9, 52.530911, 13.41297, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(394, 24, 1, 21.2, 38.711961, -9.140927, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(395, 24, 1, 30.2, 38.715717, -9.1379, 'Praca do Comercio', 'Lisboa', 'Portugal', 'Lisboa', 'Praca do Comercio', NULL),
(396, 24, 1, 52.4, 52.528411, 13.411394, 'Kastanienallee 12', 'Berlin', 'Germany', 'Berlin', 'Kastanienallee 12', 'Home'),
(397, 24, 1, 25.1, 52.486512, 13.422743, 'Tempelhofer Feld', 'Berlin', 'Germany', 'Berlin', 'Tempelhofer Feld', NULL);
INSERT INTO ZENTRY (Z_PK, Z_ENT, Z_OPT, ZDURATION, ZGREGORIANDAY, ZGREGORIANMONTH, ZGREGORIANYEAR, ZISALLDAY, ZISPINNED, ZSTARRED, ZJOURNAL, ZLOCATION, ZWEATHER, ZCREATIONDATE, ZEDITINGTIME, ZMODIFIEDDATE, ZCREATIONDEVICE, ZCREATIONDEVICEMODEL, ZCREATIONDEVICETYPE, ZCREATIONOSNAME, ZCREATIONOSVERSION, ZMARKDOWNTEXT, ZRICHTEXTJSON, ZUUID, ZTIMEZONE) VALUES
(1, 12, 2, 0, 1, 1, 2021, 0, 0, 0, 1, 1, 1, 631169635.141, 517.9, 631428835.141, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train canal with

long but a few the dinner a', NULL, '409BD3051D241ED64F55C73DAC7C603B', NULL),
(2, 12, 5, 526, 1, 1, 2021, 0, 0, 0, 1, NULL, NULL, 631232230.384, 775.2, 631232290.384, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A rain the

canal chapters at the meeting friends read again', NULL, '384A54C5BF9F842DC43547B6307186CF', NULL),
(4, 12, 2, 0, 2, 1, 2021, 0, 0, 0, 3, NULL, NULL, 631267310.378, 504.9, 631526510.378, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Sunny coffee few

the read idea kids museum sunny slept', NULL, '72E45D1D29828207BD230058E4F20D34', NULL),
(5, 12, 1, 0, 3, 1, 2021, 0, 0, 0, 1, NULL, NULL, 631348625.69, 1108.1, 631352225.69, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Afternoon chapters walked

today walked idea the kids run dinner coffee', NULL, 'BC5FB419A358201D5E540E8FFAE216DC', NULL),
(6, 12, 2, 277, 4, 1, 2021, 0, 0, 0, 6, NULL, NULL, 631479741.544, 475.5, 631479741.544, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting museum again

museum tired meeting long canal tired badly at the', NULL, 'B21E137C4F832EC84FFE831AB880EB0E', NULL),
(7, 12, 3, 389, 6, 1, 2021, 0, 0, 0, 1, 2, 2, 631603383.905, 1124.2, 631603443.905, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting museum badly

slept slept train idea badly again went', NULL, '6DD8D1F20BC0C9227E9E8FAE40794119', NULL),
(8, 12, 3, 0, 9, 1, 2021, 0, 0, 0, 1, NULL, NULL, 631912372.7, 568.4, 631912432.7, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Idea the along

garden happy the tired few', NULL, 'D5F381D63480C0ADC9ED87A22B79C38E', NULL),
(9, 12, 2, 882, 11, 1, 2021, 0, 0, 0, 6, 3, 3, 632025288.33, 1165.2, 632025348.33, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Few walked run

badly the train train went train walked along', NULL, '9B5AB181A7F15433165126766408ABD2', NULL),
(10, 12, 1, 411, 13, 1, 2021, 0, 0, 0, 6, 5, 4, 632204312.061, 517.3, 632204372.061, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The a for

the idea happy slept chapters canal', NULL, '46B7549D93C221309EFD600F9889EF92', NULL),
(11, 12, 3, 0, 13, 1, 2021, 0, 0, 0, 7, 6, 5, 632253537.867, 678.2, 632257137.867, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy kids friends

tired along coffee badly', NULL, '7BCB070FEFE091E221E8A0E4755CD0BF', NULL),
(12, 12, 2, 0, 14, 1, 2021, 0, 0, 0, 6, 8, 6, 632303560.568, 1274.9, 632307160.568, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters went meeting

walked walked the rain kids the but a at', NULL, 'E91EDE432037E34E304B7A6AC90D3A14', NULL),
(13, 12, 1, 0, 14, 1, 2021, 0, 0, 0, 1, 9, 7, 632343818.133, 752.9, 632343878.133, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Badly afternoon kids

badly walked canal train badly again slept but the', NULL, 'DC30665BE5B50629D39D68E48C5C5776', NULL),
(14, 12, 1, 0, 15, 1, 2021, 0, 0, 0, 2, NULL, NULL, 632412629.237, 1312.7, 632412629.237, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Today at went

fine run train museum read canal the read read', NULL, 'EE8F68553D3E5076516AF10CEB0BA117', NULL),
(15, 12, 5, 0, 18, 1, 2021, 0, 0, 0, 7, 10, 8, 632654987.181, 915.3, 632655047.181, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# But happy canal

run afternoon friends a again run museum', NULL, '1212EFEF9FC9D85641A0753D2D020AEF', NULL),
(16, 12, 5, 0, 19, 1, 2021, 0, 0, 0, 1, 11, 9, 632710808.486, 1350.4, 632970008.486, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# A the happy

afternoon kids canal idea the happy the coffee long', NULL, '2ED054C68E8EFCDDDCCBDA91C4B0D1FE', NULL),
(17, 12, 1, 0, 19, 1, 2021, 0, 0, 0, 1, 12, 10, 632725450.711, 1241.3, 632729050.711, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends the run

for chapters tired with badly but fine read', NULL, '7A1A25BE7AA1E202C4ADA936C7162C5F', NULL),
(18, 12, 5, 0, 19, 1, 2021, 1, 0, 0, 1, 13, 11, 632782862.467, 444.3, 632786462.467, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Happy badly train

went home museum tired few', NULL, '6C7ECF56562BBBB81BA6E94C0548E2E7', NULL),
(19, 12, 1, 0, 21, 1, 2021, 0, 0, 0, 6, 14, 13, 632959088.646, 1150.9, 632962688.646, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With sunny few

rain today rain idea garden happy again the at', NULL, '7F79C6D67B57029A87581C86A5F669F4', NULL),
(20, 12, 5, 0, 22, 1, 2021, 0, 0, 0, 1, 15, 14, 633017410.306, 647.4, 633017410.306, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain the train

rain long chapters long museum friends', NULL, '1F3BC11C016FE28F9FBFDBDEB1F21BAA', NULL),
(21, 12, 5, 0, 23, 1, 2021, 0, 0, 0, 1, 16, NULL, 633103656.805, 353.8, 633103716.805, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Fine slept coffee

again run a the', NULL, '9A4935657D166EE8B9CE8D15352D6234', NULL),
(22, 12, 2, 0, 25, 1, 2021, 0, 0, 0, 1, NULL, NULL, 633265718.656, 1324.4, 633269318.656, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The went slept

the a but at slept', NULL, '3D63FA85347FE20F003D5E46492BCCEC', NULL),
(23, 12, 1, 516, 26, 1, 2021, 0, 0, 0, 1, NULL, NULL, 633372798.624, 257.6, 633631998.624, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Sunny dinner friends

kids today train sunny', NULL, '7D7C561DD0BC566D227BB6842DA31485', NULL),
(24, 12, 3, 854, 31, 1, 2021, 0, 0, 0, 5, NULL, NULL, 633798290.768, 104.9, 633798350.768, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly a home

happy meeting rain along dinner museum', NULL, 'BEFD66713048AC15CA8975A6110D49D5', NULL),
(25, 12, 3, 0, 2, 2, 2021, 0, 0, 0, 2, 17, 15, 633926192.437, 256.5, 633929792.437, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# But run friends

but but few meeting few for again', NULL, '8886D293580C892406ED2C967231665A', NULL),
(27, 12, 5, 182, 3, 2, 2021, 0, 0, 0, 7, 18, 16, 634043572.349, 701.9, 634302772.349, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Dinner fine the

badly friends for but rain with chapters', NULL, '39B640CA6246B3FAA371981792166A2B', NULL),
(28, 12, 1, 0, 5, 2, 2021, 0, 0, 0, 3, NULL, NULL, 634190560.57, 329.2, 634194160.57, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Home sunny run

went badly a garden afternoon meeting coffee the long', NULL, '8CADAB1BC463B37EA61E5179AF07F6B3', NULL),
(29, 12, 1, 0, 6, 2, 2021, 1, 0, 0, 2, 19, 17, 634293301.847, 67.0, 634552501.847, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A train for

rain with but canal again the idea', NULL, 'FABE43C800BACE79FE35CA65C32A7B2D', NULL),
(31, 12, 2, 0, 7, 2, 2021, 0, 0, 0, 1, 20, 18, 634388788.936, 745.8, 634388788.936, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Badly with rain

canal meeting run for the went rain museum the', NULL, 'FAF75F7CDC9A6B26AB8A3540098C9536', NULL),
(32, 12, 2, 897, 9, 2, 2021, 0, 0, 0, 1, NULL, NULL, 634589449.459, 270.4, 634589509.459, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Read afternoon rain

idea again few a for walked read run afternoon', NULL, '4F199BE951568CA3F2A5C02EB25B35BF', NULL),
(34, 12, 1, 0, 9, 2, 2021, 0, 0, 0, 7, 21, 19, 634602422.66, 1193.1, 634861622.66, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Meeting rain sunny

train long a a the kids rain', NULL, '827BED534D96C8AF4282752F2A6F68B2', NULL),
(35, 12, 1, 250, 11, 2, 2021, 0, 0, 0, 5, 22, 20, 634770186.166, 476.2, 634770186.166, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run a slept

fine tired walked tired along the walked dinner chapters', NULL, '88ED73B5D6AA6A5711E774B7A592BFF6', NULL),
(36, 12, 1, 725, 12, 2, 2021, 0, 0, 0, 1, 23, 21, 634783902.75, 107.5, 634787502.75, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept chapters train

long for idea', NULL, 'C84EE80154F4105941EA761B5E5238F3', NULL),
(37, 12, 2, 0, 14, 2, 2021, 0, 0, 0, 1, NULL, NULL, 635020480.342, 1085.5, 635020480.342, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At for few

but friends kids walked coffee', NULL, '5A4A5D7FE22B26A069B437DFF3EAD9DB', NULL),
(38, 12, 3, 642, 14, 2, 2021, 1, 0, 0, 2, NULL, NULL, 635037386.726, 228.3, 635037446.726, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long friends rain

run meeting chapters meeting run', NULL, '327412790A8C2071126BDFBB540A1E3C', NULL),
(39, 12, 3, 876, 15, 2, 2021, 0, 0, 0, 6, NULL, NULL, 635081360.803, 564.0, 635081420.803, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went chapters friends

run at meeting the the kids meeting friends', NULL, '6BFD59240CDB9F5540632B2B93173ED1', NULL),
(40, 12, 3, 129, 16, 2, 2021, 0, 0, 0, 1, 24, 23, 635165101.874, 1029.0, 635165101.874, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long idea for

read badly museum garden again along coffee', NULL, '32FEE3D3D522076E5A7E52693F1E278C', NULL),
(41, 12, 2, 0, 18, 2, 2021, 0, 0, 0, 5, NULL, NULL, 635311841.328, 344.5, 635311841.328, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run along garden

happy run for train', NULL, '7DA4C9C9B04964F924F07951BEC32F73', NULL),
(42, 12, 1, 0, 18, 2, 2021, 0, 0, 0, 3, 25, 24, 635347610.578, 794.7, 635347670.578, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Train went museum

fine chapters museum canal idea friends the with the', NULL, '5EB5382FE8FF299C649CAA64A7F20AF6', NULL),
(43, 12, 2, 0, 22, 2, 2021, 0, 0, 0, 2, NULL, NULL, 635647702.717, 619.2, 635647702.717, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Kids run with

again dinner the today went with train', NULL, '37C004BC0055C498332EAA8AEEEA7AAC', NULL),
(44, 12, 3, 0, 24, 2, 2021, 0, 0, 0, 1, 26, 25, 635878169.946, 1119.2, 635878229.946, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy for kids

happy sunny for friends fine read today train', NULL, '9D6DDDDF845EF4A7D4E8B9D3FFDA1783', NULL),
(45, 12, 3, 0, 24, 2, 2021, 0, 0, 0, 1, 27, 26, 635903770.546, 1174.5, 635903830.546, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked garden went

the run long meeting', NULL, '72F9C40AB6162BC249AAFC0CFAA2D33B', NULL),
(46, 12, 3, 74, 25, 2, 2021, 0, 0, 0, 2, NULL, NULL, 635959094.023, 445.4, 636218294.023, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Coffee at a

museum afternoon at', NULL, 'FD7EFE585ABF6D7F6FD2652C94DAABA3', NULL),
(47, 12, 3, 0, 26, 2, 2021, 0, 0, 1, 1, 29, 27, 636054843.695, 230.1, 636054843.695, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Dinner along slept

canal kids idea meeting today badly run at tired', NULL, '02BCB66037F0766D8D5F7773C53F2BBF', NULL),
(48, 12, 3, 0, 26, 2, 2021, 0, 0, 0, 6, 30, 28, 636062343.888, 393.5, 636062343.888, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly along again

home at for happy at with the', NULL, 'E28AA8954387DDEA972B5DEA6C40EB48', NULL),
(49, 12, 3, 0, 27, 2, 2021, 0, 0, 0, 3, NULL, NULL, 636088626.902, 369.0, 636088626.902, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum idea fine

along home tired fine but museum sunny fine slept', NULL, '45A8F9BE830F01556051A820E2BE9FBF', NULL),
(50, 12, 2, 0, 27, 2, 2021, 0, 0, 0, 1, 31, 29, 636134519.214, 113.8, 636138119.214, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Along afternoon the

went rain at along', NULL, '5215C970774A207AA3C4FD2DB163F83F', NULL),
(51, 12, 2, 545, 28, 2, 2021, 0, 0, 0, 1, 32, 30, 636211986.357, 996.9, 636212046.357, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At tired the

at kids at walked slept', NULL, '3A35D2C4DBD97E29DDCE22ABA56AE3F9', NULL),
(52, 12, 3, 0, 1, 3, 2021, 0, 0, 1, 1, 33, 31, 636293966.861, 793.1, 636294026.861, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run meeting home

happy read read', NULL, 'DB05A32CB8BB5CED0409337576642F8A', NULL),
(53, 12, 5, 0, 2, 3, 2021, 0, 0, 0, 1, 34, 32, 636354354.371, 496.2, 636613554.371, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Chapters dinner again

fine friends walked run', NULL, '428E7507B59F51278E457DE80A9DCF20', NULL),
(54, 12, 5, 0, 2, 3, 2021, 0, 0, 0, 1, 35, 33, 636386367.137, 804.7, 636386427.137, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Home run rain

museum run tired went', NULL, 'F3C1DC159A8A290BB025AA825EA6094A', NULL),
(55, 12, 3, 0, 3, 3, 2021, 0, 0, 0, 2, 36, NULL, 636492750.578, 1304.0, 636492810.578, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again friends kids

the dinner idea', NULL, 'E346E825FD7234DA55D9B0E13F1CA142', NULL),
(56, 12, 2, 0, 6, 3, 2021, 0, 0, 1, 1, 37, NULL, 636732336.581, 1089.1, 636732396.581, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal walked idea

again but for museum went canal few sunny', NULL, 'DA806DF744965126367E2700DDEB5FEB', NULL),
(57, 12, 1, 0, 7, 3, 2021, 0, 0, 0, 6, NULL, NULL, 636778120.048, 908.6, 637037320.048, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today few went

but home rain today rain again the walked', NULL, '3454C2CEF985803CC2BF41A6C5C001A9', NULL),
(58, 12, 5, 0, 7, 3, 2021, 0, 0, 0, 1, 38, 34, 636784210.479, 387.1, 637043410.479, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The afternoon along

coffee train dinner but a home', NULL, 'CA5E3659EC5171D7560978709C25E392', NULL),
(59, 12, 1, 521, 8, 3, 2021, 0, 0, 0, 1, 39, 35, 636924758.237, 1343.8, 636924758.237, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# At dinner afternoon

tired tired the train friends but train but long', NULL, '531598B97E3C240EE068C5B4A1F0C8BE', NULL),
(60, 12, 1, 0, 10, 3, 2021, 0, 0, 0, 5, 40, 36, 637081451.869, 989.0, 637340651.869, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Today rain idea

again home happy idea along', NULL, 'A64F44D3EF12BC8F10DE3A0B2601E7B1', NULL),
(61, 12, 1, 0, 11, 3, 2021, 0, 0, 0, 1, 41, 37, 637175286.67, 361.5, 637434486.67, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept chapters canal

went the slept again sunny along train happy', NULL, 'A660129EBE2933CFCCC87B614133AC3B', NULL),
(63, 12, 5, 0, 13, 3, 2021, 0, 0, 0, 3, NULL, NULL, 637347496.953, 806.1, 637347496.953, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# But happy garden

the sunny dinner with tired coffee canal again friends', NULL, 'EF5BD715D274AD201F40C0F711CCDEDA', NULL),
(64, 12, 5, 172, 13, 3, 2021, 0, 0, 0, 1, 42, NULL, 637363764.003, 503.5, 637622964.003, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept meeting train

the few again garden the happy read', NULL, 'A39847A01CB56354E08DBF9F0EBA6421', NULL),
(65, 12, 3, 0, 13, 3, 2021, 0, 0, 0, 1, 43, NULL, 637366678.475, 1002.8, 637625878.475, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain idea friends

long dinner slept', NULL, '05E76D04335B832CFC36ADEC02B6C952', NULL),
(66, 12, 1, 0, 18, 3, 2021, 0, 0, 0, 3, 44, 38, 637732347.973, 603.7, 637735947.973, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Meeting museum walked

walked walked with', NULL, 'F5300702DE5DCC8429A434B18FD486E1', NULL),
(67, 12, 1, 0, 19, 3, 2021, 0, 1, 0, 7, NULL, NULL, 637873545.773, 599.7, 638132745.773, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked coffee read

museum home again coffee fine chapters home', NULL, 'C40A235F61B023006487D77FE8F56BD4', NULL),
(68, 12, 3, 0, 23, 3, 2021, 0, 0, 0, 1, 45, 40, 638160006.972, 957.0, 638419206.972, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends museum at

fine the coffee garden walked', NULL, '7DBC5916C7BCD5E102A68F9B0679E182', NULL),
(70, 12, 5, 0, 25, 3, 2021, 0, 0, 0, 1, 46, NULL, 638373811.484, 1076.5, 638373811.484, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train walked with

run with badly with read', NULL, '144870537AACF9E8D5A750749BAFA950', NULL),
(71, 12, 1, 0, 26, 3, 2021, 0, 0, 0, 1, 47, 41, 638421809.444, 924.0, 638681009.444, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# A meeting the

sunny slept along the', NULL, 'F281CC05F8D214E1613ECA0B610B3D8C', NULL),
(72, 12, 5, 0, 27, 3, 2021, 0, 0, 0, 1, 48, 42, 638523997.146, 1325.0, 638523997.146, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along chapters garden

kids sunny went the again afternoon long but the', NULL, 'C4D54EC2C270CE0455EA9C7FC08932A0', NULL),
(73, 12, 5, 0, 27, 3, 2021, 0, 0, 0, 6, 49, 43, 638564782.563, 958.6, 638568382.563, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy train few

canal went the at', NULL, '8FAD7BBF86C2B9857EA559EF5A960AE2', NULL),
(74, 12, 2, 886, 28, 3, 2021, 0, 0, 0, 6, NULL, NULL, 638591767.535, 1115.6, 638591827.535, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along a read

long canal along for long dinner meeting', NULL, 'BA851A19CCEF4F4E4FCA3D09D102580E', NULL),
(75, 12, 3, 0, 28, 3, 2021, 0, 0, 0, 1, 50, NULL, 638645570.709, 1253.5, 638645570.709, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few kids rain

sunny went walked fine badly', NULL, '048569A46AAC373A5A3DF2D233ED73B6', NULL),
(76, 12, 3, 0, 29, 3, 2021, 0, 0, 0, 1, 51, NULL, 638703107.431, 57.7, 638962307.431, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee rain again

the tired home chapters', NULL, '06681E985C83328F1B2EF7161A31E729', NULL),
(77, 12, 2, 0, 31, 3, 2021, 0, 0, 0, 6, 52, 44, 638892998.689, 158.3, 638896598.689, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long happy garden

a garden along run the slept afternoon along long', NULL, '92B66509B9B5D3B7133C7700A2CDBB0F', NULL),
(78, 12, 2, 0, 31, 3, 2021, 0, 0, 0, 6, NULL, NULL, 638905556.88, 1067.5, 638905616.88, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# For slept the

train the with idea today kids rain coffee the', NULL, '8B66785CA167DBF6CC4C9AA24AC1D092', NULL),
(79, 12, 3, 0, 1, 4, 2021, 0, 0, 0, 6, 53, 45, 638949048.602, 651.0, 639208248.602, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With happy tired

but fine at coffee run coffee', NULL, 'F402DB0ED5C23D6830A30486E702C43D', NULL),
(80, 12, 3, 185, 1, 4, 2021, 0, 0, 0, 1, 54, 46, 638949095.839, 715.7, 638949155.839, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee walked chapters

with but the', NULL, '81C07F98876830430F1E6AEBB33E0411', NULL),
(81, 12, 3, 0, 2, 4, 2021, 0, 0, 0, 1, 55, 47, 639083364.969, 573.8, 639342564.969, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Few again kids

the canal today sunny at', NULL, '8C0D568FE5EDC569C0825B53BDBDC922', NULL),
(82, 12, 3, 136, 2, 4, 2021, 0, 0, 0, 2, NULL, NULL, 639095934.634, 971.9, 639355134.634, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# A canal happy

but again went for idea slept badly at today', NULL, 'EED4404CB7B82E4629A2E727974E09E8', NULL),
(83, 12, 3, 0, 4, 4, 2021, 0, 0, 0, 1, NULL, NULL, 639245203.023, 1384.5, 639504403.023, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A meeting kids

a canal long but', NULL, '03A1664D5CF7E8F1F01AF7DC0C424934', NULL),
(84, 12, 2, 0, 8, 4, 2021, 0, 0, 0, 6, 56, 48, 639537641.806, 20.7, 639537641.806, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon but the

went badly fine but run the dinner along a', NULL, '36D381DF8333F13DB6A758EAEECED068', NULL),
(85, 12, 3, 138, 8, 4, 2021, 0, 0, 1, 1, 57, 49, 639594902.688, 111.7, 639854102.688, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# With walked the

home a went kids badly idea went dinner sunny', NULL, '85AF008E333D7A9128137CF86367FB58', NULL),
(86, 12, 1, 0, 10, 4, 2021, 0, 0, 0, 7, 58, 50, 639784263.072, 216.8, 639784263.072, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine home slept

meeting chapters tired happy canal went museum went rain', NULL, '7B41EDDFF1B68910A96E8D2DFE40BB6C', NULL),
(87, 12, 2, 0, 11, 4, 2021, 0, 0, 0, 1, 59, 51, 639843330.799, 1140.9, 640102530.799, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea walked the

today afternoon at today a long rain kids happy', NULL, '9A2AAE982AA801D0A1C8F8080259BD67', NULL),
(88, 12, 1, 0, 12, 4, 2021, 0, 0, 0, 1, 60, 52, 639892485.201, 1061.2, 640151685.201, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# But again sunny

a read garden fine garden friends', NULL, 'F689D256CC087DFDE9C24AC1390E4895', NULL),
(89, 12, 5, 0, 13, 4, 2021, 0, 0, 0, 1, 61, 54, 639986649.564, 1144.8, 639986649.564, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Home museum sunny

chapters the today but tired idea tired', NULL, '1A99C1F97C097B3DD087B7F9926B6A77', NULL),
(90, 12, 5, 311, 14, 4, 2021, 0, 0, 0, 2, 62, 55, 640107027.686, 22.1, 640107087.686, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal afternoon a

meeting museum for kids a dinner', NULL, '53960836CA477D128B80E8E454E601F3', NULL),
(91, 12, 2, 0, 16, 4, 2021, 0, 0, 0, 1, 63, 56, 640242539.143, 498.2, 640246139.143, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends canal but

home badly along idea kids sunny', NULL, '2A54DB3A72CDCACCB5ADBE7C6DEB07E9', NULL),
(92, 12, 2, 0, 16, 4, 2021, 0, 0, 0, 1, 65, 57, 640247994.95, 229.8, 640507194.95, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum went home

tired afternoon chapters for', NULL, '941FDC29847D3D91E556D0D7B1FCACC3', NULL),
(93, 12, 5, 0, 17, 4, 2021, 0, 0, 1, 1, 66, 58, 640322294.44, 539.2, 640322354.44, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# But kids coffee

sunny coffee friends museum but badly', NULL, '0780F92832874F700E93FB3E9CFFDC9C', NULL),
(94, 12, 3, 0, 18, 4, 2021, 0, 0, 0, 3, 67, NULL, 640427601.209, 762.5, 640431201.209, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went canal happy

dinner long friends dinner afternoon', NULL, '11434E38DA56B72F44040DC289A599CE', NULL),
(96, 12, 3, 0, 18, 4, 2021, 0, 0, 0, 2, NULL, NULL, 640452818.654, 930.3, 640452818.654, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train sunny rain

friends train for with garden the idea but', NULL, '35C17FB0FC96EF1303F201D0CE080FDE', NULL),
(97, 12, 2, 0, 18, 4, 2021, 0, 0, 0, 3, 68, 59, 640478065.887, 1309.2, 640481665.887, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went museum garden

train tired idea today canal', NULL, '7BA0EC2C26DCD26A052D494B502021B1', NULL),
(98, 12, 2, 625, 19, 4, 2021, 0, 0, 0, 1, NULL, NULL, 640506888.969, 572.9, 640766088.969, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Train coffee badly

a run coffee afternoon but', NULL, 'E804F6584966AB27863F3811E866CB5D', NULL),
(99, 12, 2, 840, 19, 4, 2021, 0, 0, 0, 1, 69, 60, 640565382.577, 346.3, 640568982.577, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The along garden

coffee canal for garden meeting the', NULL, 'F8837547EC354453734E7720E13A5CA0', NULL),
(100, 12, 2, 621, 20, 4, 2021, 0, 1, 0, 1, 70, 61, 640571292.151, 528.7, 640574892.151, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum a dinner

rain tired rain museum badly at garden badly', NULL, '125D5E825B9DC7D99A73B252B8525731', NULL),
(101, 12, 3, 0, 22, 4, 2021, 0, 0, 0, 6, 71, 62, 640760092.572, 351.7, 641019292.572, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read dinner idea

but at afternoon run chapters again for rain the', NULL, '57E3E79CBB64FB4D71D58A019E98094E', NULL),
(102, 12, 1, 0, 24, 4, 2021, 0, 0, 0, 2, 72, 63, 640965907.152, 1347.2, 640965907.152, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train dinner run

fine for at happy the today', NULL, '34785995CFACD0B1CA371DAA4EBC9FAE', NULL),
(103, 12, 2, 0, 25, 4, 2021, 0, 0, 0, 1, NULL, NULL, 641048476.942, 1062.1, 641048536.942, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For the walked

again slept afternoon home happy friends', NULL, '3F5915A73E3E7ADBDE93ABDCC344EEE1', NULL),
(104, 12, 5, 69, 26, 4, 2021, 1, 0, 0, 2, NULL, NULL, 641118911.377, 1041.8, 641118911.377, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee fine meeting

canal garden meeting garden chapters', NULL, 'F740B9EBC66246598485F7B3EAA08E03', NULL),
(105, 12, 1, 0, 27, 4, 2021, 0, 0, 0, 1, 73, 64, 641221497.074, 961.7, 641225097.074, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went idea run

slept with few tired rain', NULL, 'FAC947AB403503A3878CD446FF695976', NULL),
(106, 12, 2, 0, 30, 4, 2021, 0, 0, 0, 6, 74, 65, 641488477.975, 1387.6, 641747677.975, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Home but meeting

few a the', NULL, '4F6CBC05F11238DE3539C6C672FA9564', NULL),
(107, 12, 2, 0, 1, 5, 2021, 0, 0, 0, 1, NULL, NULL, 641538582.618, 1383.0, 641538642.618, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Tired few meeting

home again afternoon coffee happy train coffee museum the', NULL, 'BC2EC9EF7139FD271FB241B0034BAFCE', NULL),
(108, 12, 3, 0, 2, 5, 2021, 0, 0, 0, 1, 75, 66, 641649803.397, 265.9, 641909003.397, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Garden with happy

meeting fine the with coffee walked rain', NULL, 'DD17795D775A8C181FD7C3D567088B6D', NULL),
(109, 12, 3, 0, 2, 5, 2021, 0, 0, 0, 6, 76, 67, 641675777.626, 1226.7, 641679377.626, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few fine afternoon

the the kids dinner fine', NULL, '6F116742822882DCC5848DC007DFE178', NULL),
(110, 12, 1, 0, 3, 5, 2021, 0, 0, 0, 2, 77, 68, 641744423.75, 731.9, 641748023.75, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal sunny run

went afternoon along', NULL, '36B4DB56D474ADBB3ECCC02FD126B402', NULL),
(112, 12, 1, 0, 5, 5, 2021, 0, 0, 0, 1, 79, 70, 641904105.098, 706.3, 641904165.098, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Dinner the long

dinner the idea kids afternoon coffee canal dinner', NULL, 'DD50A1B9BD02772791E85CB2F9615B69', NULL),
(113, 12, 2, 100, 8, 5, 2021, 0, 0, 0, 1, 80, 71, 642139780.922, 1091.4, 642143380.922, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly at again

rain the slept the a read', NULL, '2F85F705254DBC97F91CD4AF45C54998', NULL),
(114, 12, 1, 0, 9, 5, 2021, 0, 0, 0, 1, 82, 72, 642260421.516, 30.0, 642260481.516, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Sunny tired canal

read the went fine canal rain kids', NULL, '464C0A736E765B85DB45B5107CF0935D', NULL),
(115, 12, 1, 0, 12, 5, 2021, 0, 0, 0, 2, NULL, NULL, 642494968.18, 400.2, 642494968.18, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Home fine tired

along coffee museum rain meeting kids happy', NULL, '9FAA02A45C9EAA3259179FAD0BC93C89', NULL),
(116, 12, 1, 148, 13, 5, 2021, 0, 0, 1, 6, 83, 73, 642632890.946, 894.6, 642632950.946, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At museum dinner

museum afternoon dinner went museum garden for coffee', NULL, '93F8370AD040C3DC9910BE0E320974A5', NULL),
(117, 12, 1, 0, 14, 5, 2021, 0, 0, 0, 1, 84, 74, 642729230.518, 1172.8, 642729290.518, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept meeting badly

read few again the coffee train museum', NULL, '45BD4F9E9CCA029EDB4F728F7669E722', NULL),
(119, 12, 2, 203, 16, 5, 2021, 0, 0, 0, 1, 85, 75, 642884662.969, 977.0, 642884722.969, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting at chapters

few sunny badly with', NULL, '1CADCB41A0DB9B3C524C34E4D1B8E6DA', NULL),
(120, 12, 1, 0, 17, 5, 2021, 0, 0, 0, 6, NULL, NULL, 642960216.434, 257.8, 642960216.434, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting again garden

friends chapters along but again fine the coffee the', NULL, '625BBD71C9EA5A78D2FEDBD1EA7BE87E', NULL),
(122, 12, 3, 0, 17, 5, 2021, 0, 0, 0, 3, NULL, NULL, 642968130.418, 1089.9, 642968190.418, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine kids sunny

read walked badly dinner went dinner at', NULL, 'C9991CA438B63D085BD8F8E2CCEB05C1', NULL),
(125, 12, 5, 0, 21, 5, 2021, 0, 0, 0, 7, 87, 77, 643284630.537, 111.2, 643543830.537, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Meeting garden idea

the but kids idea today for long for', NULL, 'BA67EC17F3738CA456B4043DA68DBEC9', NULL),
(126, 12, 1, 0, 23, 5, 2021, 1, 0, 0, 6, NULL, NULL, 643444823.243, 949.2, 643704023.243, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train badly again

long today slept canal the kids for', NULL, '42A27BE395C77DC41464E042FB2BCC97', NULL),
(127, 12, 1, 0, 24, 5, 2021, 0, 0, 0, 1, 88, 78, 643561952.42, 407.1, 643562012.42, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At but with

again along tired', NULL, '98BD26A2ADC3499D6E2FF0FA028CF96E', NULL),
(129, 12, 1, 0, 29, 5, 2021, 0, 0, 0, 2, 90, 80, 643974434.498, 1373.3, 643974434.498, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired the badly

home for canal today', NULL, 'A0059D7DAFAC18AE45A7F9C291E2090D', NULL),
(130, 12, 3, 0, 29, 5, 2021, 0, 0, 0, 1, 91, 81, 643984928.231, 541.0, 643984928.231, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids happy long

meeting a but the canal at garden rain', NULL, '3B1FC08DA3138D3B0E2BFDF9A29B670A', NULL),
(131, 12, 2, 0, 2, 6, 2021, 0, 0, 1, 1, NULL, NULL, 644361150.265, 944.9, 644364750.265, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon rain walked

train at badly coffee with', NULL, '52B1593739E6B2D2C9418B96155E2166', NULL),
(132, 12, 5, 823, 3, 6, 2021, 0, 0, 0, 1, 92, 82, 644403100.431, 701.9, 644403100.431, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# For chapters run

the canal chapters long rain dinner dinner dinner walked', NULL, '28619527EA6A06A2E7228AC3BF1A6838', NULL),
(133, 12, 2, 0, 3, 6, 2021, 0, 0, 0, 1, 93, 83, 644456157.371, 279.5, 644456217.371, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum train badly

happy the walked happy today read afternoon', NULL, '4C33211EABC9E4DFE6C468CEB542B095', NULL),
(134, 12, 3, 0, 4, 6, 2021, 0, 0, 0, 1, 94, NULL, 644501656.172, 1350.9, 644501716.172, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain but canal

the the idea', NULL, 'DD0E885246F03A6F7A7C99267B415BE8', NULL),
(135, 12, 3, 0, 6, 6, 2021, 0, 0, 1, 1, 95, 84, 644697256.179, 789.8, 644700856.179, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends few kids

home again long along meeting a fine happy', NULL, 'EC2773B2877D0ADBFFAEA8D1A7F8B491', NULL),
(136, 12, 3, 0, 7, 6, 2021, 0, 0, 0, 3, 96, 85, 644758079.871, 196.6, 644758139.871, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden but idea

friends meeting for read long friends with rain', NULL, 'FD3EC62116E777CF9F57D8E220DA8D0D', NULL),
(137, 12, 2, 638, 7, 6, 2021, 0, 0, 0, 1, NULL, NULL, 644791094.863, 238.1, 644791154.863, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few afternoon home

chapters slept the', NULL, '66B1132BAB3F031661DA19BEC71C3646', NULL),
(138, 12, 1, 0, 8, 6, 2021, 0, 0, 0, 1, 97, 86, 644855134.401, 979.3, 644855194.401, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Home today a

kids run but', NULL, 'E841411340B30358776971650148E42C', NULL),
(139, 12, 1, 0, 9, 6, 2021, 0, 0, 0, 1, 98, 87, 644965961.281, 140.9, 644966021.281, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long dinner walked

kids coffee chapters along the for for long today', NULL, '5FB47CB8DE2C87C445E00F01AE151446', NULL),
(140, 12, 5, 506, 10, 6, 2021, 0, 0, 0, 1, 99, 88, 645010823.356, 294.0, 645010883.356, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine long idea

but the today dinner', NULL, 'A8A88BD02D0231D3483A62BCAA6DA014', NULL),
(142, 12, 2, 0, 11, 6, 2021, 0, 0, 0, 1, NULL, NULL, 645108682.788, 1238.3, 645112282.788, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# For slept chapters

train museum fine train happy canal went sunny', NULL, '7A63BC8DE0986F89FE4E5FCDD3ACD683', NULL),
(143, 12, 5, 71, 16, 6, 2021, 0, 0, 0, 1, NULL, NULL, 645549949.753, 1171.5, 645553549.753, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly chapters tired

run garden canal the', NULL, 'BEDA70B69A347BC9D8A0E800562DABF6', NULL),
(144, 12, 2, 0, 17, 6, 2021, 0, 0, 0, 3, NULL, NULL, 645623574.883, 262.3, 645623634.883, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# For read walked

along the a for run a canal', NULL, '25D3A25C224272A859EA36A2F2B5975D', NULL),
(145, 12, 2, 0, 17, 6, 2021, 0, 0, 0, 1, NULL, NULL, 645628109.949, 562.4, 645631709.949, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine the at

rain garden at read along coffee', NULL, 'A04870D3BBDB58A2083E11B25C385DD5', NULL),
(146, 12, 5, 0, 19, 6, 2021, 0, 0, 0, 1, 100, 89, 645761363.247, 246.3, 645764963.247, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee rain went

long chapters coffee meeting afternoon fine but', NULL, 'F9BCE2E7EC2ACE11CAEF6396D4C29461', NULL),
(147, 12, 1, 0, 20, 6, 2021, 0, 0, 0, 2, 101, 91, 645869019.752, 534.9, 645869079.752, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The today rain

rain rain with again canal walked', NULL, 'A88045847825EBF09F5961F4BFFE62CD', NULL),
(148, 12, 3, 520, 21, 6, 2021, 0, 0, 0, 3, 102, 92, 646004737.207, 1074.6, 646004737.207, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Again train the

slept a long the at with a', NULL, '90F1B5A7A4E38608F247F4B40B21E3A3', NULL),
(149, 12, 5, 483, 22, 6, 2021, 0, 0, 0, 1, NULL, NULL, 646065074.904, 1395.5, 646065134.904, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train read canal

the happy garden rain today again fine again sunny', NULL, '0A54779E4CECA8CBBE1970EE1318F945', NULL),
(151, 12, 1, 503, 24, 6, 2021, 0, 0, 0, 2, 103, 93, 646260330.644, 117.1, 646260330.644, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept afternoon museum

meeting the friends with', NULL, '6376F211908A83BC6D5B738EE4B54076', NULL),
(152, 12, 5, 233, 27, 6, 2021, 0, 0, 0, 3, 104, 94, 646467191.54, 508.4, 646467191.54, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The at idea

slept canal fine sunny kids', NULL, '8A39206F61CBCBD729CFF159C6514AC4', NULL),
(153, 12, 3, 0, 1, 7, 2021, 0, 0, 1, 1, 106, 95, 646822342.619, 1259.2, 646825942.619, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A idea chapters

went happy canal kids walked', NULL, 'C7977A9A20B6A37456D4D514967F175C', NULL),
(154, 12, 2, 0, 2, 7, 2021, 0, 0, 0, 1, 107, 96, 646900722.116, 118.5, 646900722.116, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters afternoon museum

happy again kids garden meeting', NULL, '0AACDA2BF7CD7AA27F23465EF0C617FD', NULL),
(155, 12, 3, 78, 3, 7, 2021, 0, 0, 0, 1, 108, 97, 647021880.301, 855.9, 647025480.301, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The for idea

today a the dinner at along few walked at', NULL, '72A493F9B9B5C21E9A6E82EDBA640829', NULL),
(156, 12, 2, 0, 4, 7, 2021, 0, 0, 0, 1, NULL, NULL, 647085777.163, 90.6, 647085777.163, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked along but

idea museum museum friends fine along again meeting', NULL, 'E4DC05E786BD9C327B193AFFAD7DBE75', NULL),
(157, 12, 1, 0, 4, 7, 2021, 0, 0, 0, 1, 109, 98, 647093323.962, 404.9, 647093323.962, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal slept dinner

sunny along the', NULL, '0BC1D75A2BADFD9036A41B5A1ED0296F', NULL),
(158, 12, 3, 0, 6, 7, 2021, 0, 0, 0, 6, 110, 99, 647257394.245, 397.4, 647257394.245, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee tired run

afternoon badly the at long slept', NULL, '1CB0A96A62DD247F4C9AD904A6B16FC8', NULL),
(159, 12, 2, 0, 9, 7, 2021, 0, 0, 0, 3, NULL, NULL, 647563607.247, 897.1, 647563667.247, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long run idea

for kids the for coffee with', NULL, '86C655AA0723B3BCF5988C9F8EA035D7', NULL),
(160, 12, 2, 103, 12, 7, 2021, 0, 0, 0, 2, NULL, NULL, 647793500.079, 1145.7, 647793560.079, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The garden for

few dinner museum the', NULL, 'C3A8523D18BEEBF97DCA591F3860823A', NULL),
(161, 12, 1, 0, 12, 7, 2021, 0, 0, 0, 1, 111, 100, 647803491.485, 969.2, 647803551.485, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The again train

museum coffee fine few sunny train home', NULL, '1CF26C86380152B336B801C170E7F4E0', NULL),
(162, 12, 5, 0, 14, 7, 2021, 0, 0, 0, 1, 112, 101, 647933294.925, 222.6, 648192494.925, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly canal but

chapters again today coffee badly today today kids a', NULL, 'EC8F8836C0939C585F099AF920CA3B7D', NULL),
(163, 12, 2, 0, 14, 7, 2021, 0, 0, 0, 2, 113, 102, 647988161.866, 1065.5, 647988221.866, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Fine idea for

meeting few canal', NULL, 'CB1A701687108D76DD30629EAEB003C5', NULL),
(164, 12, 5, 780, 14, 7, 2021, 0, 0, 0, 1, NULL, NULL, 647989969.206, 421.4, 647989969.206, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired afternoon sunny

run afternoon kids long afternoon fine rain along', NULL, 'EA771A41D8100CDFB8CDF9FB5DD6354E', NULL),
(165, 12, 2, 240, 15, 7, 2021, 0, 0, 0, 6, 114, 103, 648060962.493, 483.2, 648064562.493, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Afternoon at the

coffee coffee dinner the garden for walked', NULL, 'D3D9281A3B882C13A56545A02AAC5AC7', NULL),
(166, 12, 2, 0, 15, 7, 2021, 0, 0, 0, 1, 115, 104, 648066503.241, 1382.8, 648066563.241, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Along kids sunny

meeting fine canal', NULL, 'D74595D0863574B380F0040403098AD1', NULL),
(167, 12, 5, 325, 15, 7, 2021, 0, 0, 0, 6, 116, 105, 648084578.977, 1330.4, 648084638.977, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Went tired the

happy garden train', NULL, 'EC5B0FC78E2E6E3D0DCDC92D453FB5C5', NULL),
(168, 12, 2, 0, 16, 7, 2021, 0, 0, 0, 1, 117, 106, 648086673.735, 1116.5, 648086673.735, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly walked along

dinner rain long', NULL, '29260FD7C19BF9DCBAAFD04117653596', NULL),
(169, 12, 3, 499, 17, 7, 2021, 0, 0, 0, 3, 118, 107, 648184644.171, 1064.4, 648188244.171, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today a the

today long home at badly chapters', NULL, '033C856D7EF694511CB4FAD359AA7495', NULL),
(170, 12, 2, 479, 18, 7, 2021, 0, 0, 0, 1, 119, NULL, 648266170.378, 196.1, 648525370.378, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# For friends idea

friends along the today fine', NULL, '92A4B0BD47D1460C872CDD5A80BABF55', NULL),
(171, 12, 1, 0, 20, 7, 2021, 0, 0, 0, 1, 120, 108, 648467620.511, 181.6, 648467620.511, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Home the happy

afternoon fine long badly rain the a', NULL, 'B9BD4159FA4E795BAC42A993B4BAA05B', NULL),
(174, 12, 5, 862, 21, 7, 2021, 0, 0, 0, 1, 122, 110, 648569512.998, 463.4, 648828712.998, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain happy along

idea a for the but friends fine friends', NULL, '3A1EF6D70824042EB5D7FD1DE043EF78', NULL),
(175, 12, 2, 0, 24, 7, 2021, 0, 0, 0, 7, NULL, NULL, 648816963.564, 1267.6, 648820563.564, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting afternoon the

kids garden read walked read the', NULL, 'B5FC3DB2943A44BE23A6A844079BD9DA', NULL),
(176, 12, 2, 0, 28, 7, 2021, 0, 0, 0, 6, NULL, NULL, 649151175.468, 20.7, 649154775.468, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired canal afternoon

dinner fine sunny garden garden', NULL, 'AA24BEB29025D3A54FA1603DB64A233F', NULL),
(177, 12, 1, 0, 31, 7, 2021, 0, 0, 0, 1, NULL, NULL, 649451483.253, 1042.5, 649451543.253, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# At badly coffee

slept coffee train garden museum train rain long', NULL, '1F372E97B19EA835CD2D5B30CE2FFED0', NULL),
(178, 12, 1, 194, 2, 8, 2021, 0, 0, 0, 2, 123, 111, 649595268.998, 372.6, 649595328.998, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden badly run

for rain train rain idea garden happy', NULL, '885901F54B26FCD3B714015DC061D539', NULL),
(179, 12, 2, 0, 3, 8, 2021, 0, 0, 0, 1, 124, 112, 649662138.713, 1395.4, 649665738.713, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# But idea canal

the a sunny long for', NULL, '15E8FC0E114457A335CB7624F1656AD2', NULL),
(180, 12, 2, 787, 3, 8, 2021, 0, 0, 0, 6, 125, 113, 649697822.76, 1113.7, 649697882.76, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine walked run

badly afternoon but', NULL, 'E6E585A44BCF204D0FFD3663D0A5CA8C', NULL),
(182, 12, 2, 746, 7, 8, 2021, 0, 0, 0, 1, 126, 114, 650052308.457, 264.3, 650052368.457, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept fine meeting

tired coffee sunny sunny rain train along friends long', NULL, 'E42EA8BAB88842AA74F9EDE6DAF614CA', NULL),
(183, 12, 3, 551, 8, 8, 2021, 0, 0, 0, 1, NULL, NULL, 650135624.887, 1333.3, 650135624.887, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Dinner badly today

chapters for again dinner for the', NULL, '99634A0111AF674ADF0B71257C4E1CE9', NULL),
(184, 12, 3, 0, 8, 8, 2021, 0, 0, 1, 1, NULL, NULL, 650148592.506, 187.1, 650152192.506, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea train fine

afternoon a but walked sunny', NULL, '7D6A7F2F204D927F75F108A091F8AD29', NULL),
(185, 12, 2, 0, 9, 8, 2021, 0, 0, 0, 1, 127, 115, 650201452.087, 349.7, 650201512.087, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along tired kids

dinner the a again museum rain', NULL, '641A42A028436E62B73886D40CF4DA23', NULL),
(186, 12, 3, 0, 9, 8, 2021, 0, 0, 0, 6, NULL, NULL, 650210502.274, 419.8, 650469702.274, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For fine happy

walked but today badly train tired happy', NULL, '56C32F34437DBB517B003D3E50FECE3A', NULL),
(187, 12, 2, 94, 10, 8, 2021, 0, 0, 0, 7, 128, 116, 650332044.402, 422.4, 650335644.402, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again dinner badly

for read museum today home along afternoon', NULL, 'D71F6A5FA109772992B11F47668B359A', NULL),
(188, 12, 3, 874, 11, 8, 2021, 0, 0, 0, 1, NULL, NULL, 650351262.266, 299.4, 650351322.266, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With friends read

the with the garden went but few kids sunny', NULL, '5AAC566E425AC6B2483B5DC12AE1C4E9', NULL),
(189, 12, 1, 0, 11, 8, 2021, 0, 0, 0, 2, NULL, NULL, 650376633.111, 764.1, 650376633.111, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Meeting at sunny

the coffee went', NULL, 'F1A500D253F844173B26987E412405B8', NULL),
(190, 12, 5, 0, 11, 8, 2021, 0, 0, 0, 2, 129, 118, 650395951.305, 977.6, 650396011.305, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train along again

garden garden the long slept with walked the', NULL, '4CB289C24561E8D20BBCA93C1589118C', NULL),
(191, 12, 5, 225, 12, 8, 2021, 0, 0, 0, 1, NULL, NULL, 650422117.298, 162.3, 650422117.298, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Run tired today

dinner train today museum rain sunny friends but sunny', NULL, 'E7CFD781AA33727DCBA1C9A4E6FABF8A', NULL),
(192, 12, 5, 0, 14, 8, 2021, 0, 0, 0, 1, NULL, NULL, 650638115.35, 136.9, 650638175.35, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Happy few garden

the museum along long the the a', NULL, 'A1C774BF3E6D1042AB295716BC0246AA', NULL),
(193, 12, 3, 0, 20, 8, 2021, 0, 0, 0, 1, NULL, NULL, 651175978.736, 692.0, 651179578.736, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read again garden

badly along at sunny for coffee few read', NULL, '4941B7254486DEB6D9E45FF7C240BC99', NULL),
(194, 12, 2, 0, 21, 8, 2021, 0, 0, 0, 6, NULL, NULL, 651200329.174, 1042.8, 651200389.174, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Dinner the slept

at a again dinner along idea', NULL, '3D49B8AB6D0FFD425AEBB5FEACECF070', NULL),
(195, 12, 2, 0, 21, 8, 2021, 0, 0, 0, 3, NULL, NULL, 651219751.733, 666.7, 651219811.733, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# For at went

badly sunny the', NULL, '6061F1E779B3807C745A459229062A8E', NULL),
(196, 12, 3, 0, 21, 8, 2021, 0, 0, 0, 1, 130, 119, 651251427.78, 1177.0, 651251487.78, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Long museum run

went the walked afternoon museum today museum', NULL, 'F06B4FB99D8406806244E780BE8A49EB', NULL),
(197, 12, 1, 0, 21, 8, 2021, 0, 0, 1, 6, 131, 120, 651256191.435, 101.3, 651256191.435, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The fine at

friends few the few long', NULL, 'A1889E299D2A426A63A4F7CC833E24D2', NULL),
(198, 12, 3, 0, 22, 8, 2021, 0, 0, 0, 1, NULL, NULL, 651295033.427, 461.0, 651554233.427, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked again badly

fine fine but the chapters but canal slept', NULL, 'C12A6C7A49BE50791C6959C8A99DBDD0', NULL),
(199, 12, 2, 353, 23, 8, 2021, 0, 0, 0, 1, 132, 121, 651374541.762, 801.4, 651374541.762, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Run the rain

meeting tired but', NULL, '7BDCE32DCF31EBE5F64A03095CC69CD7', NULL),
(200, 12, 1, 0, 26, 8, 2021, 0, 0, 0, 7, 133, 122, 651664763.038, 1218.7, 651664763.038, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Chapters idea coffee

coffee but at', NULL, 'B28FE12890BF98C40581374CF4161268', NULL),
(201, 12, 2, 0, 26, 8, 2021, 0, 0, 0, 1, NULL, NULL, 651690812.655, 387.3, 651690872.655, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few again afternoon

walked the idea walked', NULL, '57F19C98C6E138701A45070FDE71D785', NULL),
(202, 12, 5, 0, 28, 8, 2021, 0, 0, 0, 1, 134, 123, 651871750.004, 176.8, 652130950.004, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Happy home for

with fine coffee', NULL, 'DCAABAB6DD56DD8337B0457CE8CBB54D', NULL),
(203, 12, 1, 0, 28, 8, 2021, 0, 0, 0, 1, 136, 124, 651885125.785, 765.5, 651888725.785, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Friends museum chapters

idea sunny chapters afternoon canal tired coffee garden museum', NULL, 'ECDC29FA2F3A0B96BBB707D1A53344FD', NULL),
(204, 12, 1, 0, 29, 8, 2021, 0, 0, 0, 1, 137, 125, 651897392.739, 189.7, 651897392.739, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The kids today

garden badly idea long fine the home home', NULL, '2149C161845C789FF81039426F2232B5', NULL),
(205, 12, 1, 0, 29, 8, 2021, 0, 0, 0, 1, NULL, NULL, 651925945.213, 933.3, 651925945.213, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly long train

along the the a chapters few canal went went', NULL, '6E8714D3519A04A8F7335DF72A50A869', NULL),
(206, 12, 3, 140, 29, 8, 2021, 0, 0, 0, 6, NULL, NULL, 651940790.467, 1143.2, 652199990.467, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Badly along the

today read the for rain run again', NULL, 'FE07C66A5929EA3FA35827FECDEAB93A', NULL),
(207, 12, 1, 0, 30, 8, 2021, 0, 0, 0, 1, 138, 126, 652036289.064, 1016.0, 652295489.064, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked slept home

with coffee the a fine fine again friends the', NULL, '97BDB4EA1692970FAC32844874254292', NULL),
(208, 12, 2, 0, 31, 8, 2021, 0, 0, 0, 1, NULL, NULL, 652080648.021, 622.7, 652080708.021, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# But long fine

chapters walked badly', NULL, '585B9B664FD04909641B51E693BC4186', NULL),
(209, 12, 3, 865, 31, 8, 2021, 1, 0, 0, 1, 139, 127, 652126383.901, 198.1, 652126383.901, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Long went read

dinner run home tired idea kids along', NULL, '56628A9B0285690DBEF7F911F961F853', NULL),
(210, 12, 1, 0, 2, 9, 2021, 0, 0, 0, 3, 140, 128, 652241600.463, 429.4, 652500800.463, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids badly long

read few today', NULL, '327568D4AAE756ECFBCD73411B237761', NULL),
(211, 12, 3, 0, 3, 9, 2021, 0, 0, 0, 3, 141, 129, 652383760.342, 59.6, 652642960.342, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired meeting badly

home few afternoon', NULL, '745B391A15FFC20096705A99DBD4D3C2', NULL),
(212, 12, 5, 468, 4, 9, 2021, 0, 1, 0, 1, 142, 130, 652461556.888, 1213.7, 652461556.888, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Today fine the

slept but afternoon run idea went read museum', NULL, '9EAC2AEBCAEBE4EFBEA989ED75850E01', NULL),
(213, 12, 1, 541, 5, 9, 2021, 0, 0, 0, 2, 143, 131, 652511875.543, 1264.2, 652511875.543, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A meeting afternoon

canal went dinner', NULL, 'F535A2D315A629C21A3864B354EF3A53', NULL),
(214, 12, 1, 657, 5, 9, 2021, 0, 0, 0, 1, 144, 132, 652531399.411, 1026.3, 652531399.411, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon a idea

read few with', NULL, 'BB9886ED0E86B28B4DCD242EEFC26138', NULL),
(215, 12, 2, 0, 7, 9, 2021, 1, 0, 0, 6, 146, 133, 652675534.372, 995.0, 652934734.372, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With garden train

coffee at rain museum slept garden', NULL, 'A8DC2F17AA4C524DDFCD97E66144C5B0', NULL),
(216, 12, 5, 0, 9, 9, 2021, 0, 0, 1, 6, 147, 134, 652839159.465, 678.8, 652839219.465, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At chapters canal

for at few with friends badly afternoon today few', NULL, '5065F7793AB6A780B57265BA4CBDF95E', NULL),
(217, 12, 1, 682, 9, 9, 2021, 0, 1, 0, 1, 148, 135, 652864876.343, 256.4, 652864876.343, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# But afternoon few

again a long', NULL, '4984634496CFC01199B119F1D1A41184', NULL),
(218, 12, 1, 0, 9, 9, 2021, 0, 0, 0, 1, 149, 136, 652879368.342, 985.1, 652879428.342, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run read at

chapters but the dinner few sunny', NULL, 'B4694E6462663F1C3B34D75E61849820', NULL),
(219, 12, 5, 0, 10, 9, 2021, 0, 0, 0, 1, NULL, NULL, 653004103.121, 244.3, 653004103.121, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went at the

long slept friends sunny badly garden again', NULL, '8D4DC478803D8FC237B58DB3A57281AE', NULL),
(220, 12, 2, 0, 12, 9, 2021, 0, 0, 0, 1, 150, NULL, 653161664.971, 836.8, 653161664.971, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept for happy

friends afternoon badly', NULL, '27B3B5AF4EEF1EC93F04118582A24B11', NULL),
(221, 12, 5, 0, 13, 9, 2021, 0, 0, 0, 3, NULL, NULL, 653221609.076, 284.4, 653221609.076, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along a with

went a chapters at run', NULL, 'DC023E96F87AE2B868C0ADADC5DBFE0D', NULL),
(222, 12, 3, 0, 17, 9, 2021, 0, 0, 0, 2, 151, 137, 653586770.476, 1017.1, 653590370.476, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along canal friends

went the coffee museum afternoon', NULL, 'DE377A2D443080B6B511E0E11D7651B7', NULL),
(223, 12, 3, 812, 18, 9, 2021, 0, 0, 0, 1, 153, 138, 653621479.834, 1111.5, 653621539.834, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea train rain

happy chapters rain fine at', NULL, '2A5808C66854F2CD6CB2BF2F8499086B', NULL),
(224, 12, 3, 142, 19, 9, 2021, 0, 0, 0, 1, 155, 139, 653708212.718, 1389.8, 653708272.718, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain for badly

few train rain for sunny with garden but at', NULL, '69504C4CDF9BE1DFF61109B035950372', NULL),
(225, 12, 3, 857, 22, 9, 2021, 0, 0, 0, 1, NULL, NULL, 654027855.28, 214.7, 654027855.28, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few long dinner

badly friends garden read with chapters walked but read', NULL, '3295ECFCA2A28BA06F629DB88E298E03', NULL),
(227, 12, 5, 452, 23, 9, 2021, 0, 0, 0, 1, 156, 140, 654086727.884, 482.6, 654345927.884, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Sunny read rain

idea happy the', NULL, '4DA024E0A0E95068BF71FE32722734E7', NULL),
(228, 12, 2, 0, 23, 9, 2021, 0, 0, 0, 1, 157, 141, 654121170.759, 261.9, 654124770.759, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee slept but

afternoon the went', NULL, '8826777042D6F94BCED5B81349589ABE', NULL),
(230, 12, 1, 0, 25, 9, 2021, 0, 0, 0, 2, 158, 142, 654259840.768, 81.2, 654259900.768, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long museum idea

the today dinner slept the friends fine dinner run', NULL, '8EBF9DBE6CEEE47FD28B43E4E2F99CE2', NULL),
(231, 12, 3, 637, 25, 9, 2021, 0, 0, 0, 2, 159, 143, 654287883.144, 1048.1, 654547083.144, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# A meeting along

idea read read dinner few along slept badly', NULL, '9C72927C6C10A536F50E464B113ACE39', NULL),
(232, 12, 3, 0, 26, 9, 2021, 0, 0, 0, 1, 160, 144, 654390965.88, 324.9, 654390965.88, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long sunny fine

read along sunny', NULL, '963F59CE4D23A6F35C21856E4F22B8C1', NULL),
(233, 12, 5, 0, 27, 9, 2021, 0, 0, 1, 3, NULL, NULL, 654426959.719, 772.8, 654426959.719, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal the fine

friends at the for', NULL, '942DF5CEA117A8E003C9DACD9D66EC89', NULL),
(234, 12, 1, 458, 27, 9, 2021, 0, 0, 0, 3, 161, 145, 654449934.469, 593.6, 654709134.469, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Dinner coffee went

at walked museum the', NULL, '42F0FCF4BC38C70E7D05B7434ECCE1F8', NULL),
(235, 12, 1, 0, 30, 9, 2021, 0, 0, 0, 2, 162, 146, 654737777.329, 47.3, 654741377.329, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Museum kids walked

at sunny at', NULL, 'A9D349BE42D2364E962491822E049238', NULL),
(237, 12, 2, 0, 3, 10, 2021, 0, 0, 0, 2, NULL, NULL, 654913952.115, 768.9, 655173152.115, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea slept a

at went with a the a', NULL, 'EC1321B510AFAA0672B6AE94354A6DF0', NULL),
(238, 12, 1, 0, 3, 10, 2021, 0, 0, 0, 1, 164, 148, 654938096.328, 288.4, 654938156.328, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along kids idea

but rain badly rain', NULL, 'B7388B1FB35991F8A7CF661C84D97D48', NULL),
(239, 12, 5, 0, 4, 10, 2021, 0, 0, 0, 5, 165, 149, 655042867.284, 113.8, 655042927.284, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run sunny friends

read slept but chapters read fine home', NULL, '6199BC49E136026A202C52D7941B5708', NULL),
(240, 12, 3, 0, 8, 10, 2021, 0, 0, 0, 2, 166, 150, 655344007.341, 50.1, 655347607.341, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept few meeting

went read at home long long chapters along canal', NULL, '1330F87C955DA47BAD41BED64D0AB6AC', NULL),
(242, 12, 1, 463, 8, 10, 2021, 0, 0, 0, 3, 167, 151, 655347310.918, 1183.7, 655347310.918, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Meeting fine again

happy rain canal friends', NULL, 'AA008D6AE9BA277B5181688FF882D114', NULL),
(243, 12, 3, 0, 12, 10, 2021, 0, 0, 0, 2, 168, 152, 655739897.596, 1103.4, 655739957.596, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine few dinner

sunny today but chapters went for', NULL, '1FD2BE349146C410AB3CEAAF87E5705A', NULL),
(244, 12, 2, 0, 14, 10, 2021, 0, 0, 0, 1, 169, 153, 655934362.954, 597.6, 655937962.954, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Read dinner tired

with but meeting friends', NULL, 'E284A18DBB7F1360E6A61D3D9D095C70', NULL),
(245, 12, 3, 0, 15, 10, 2021, 0, 0, 0, 1, NULL, NULL, 655957554.373, 452.8, 655957614.373, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Museum walked with

happy museum dinner today', NULL, 'EFB153762272471EE593F494A08D6511', NULL),
(246, 12, 1, 0, 18, 10, 2021, 0, 0, 0, 6, 170, 154, 656291973.992, 423.8, 656295573.992, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Meeting again coffee

today at read friends fine the', NULL, 'C57B1E7F10D3220B6667C2D5E362E01C', NULL),
(247, 12, 1, 863, 19, 10, 2021, 1, 0, 0, 1, 171, NULL, 656300722.014, 1023.3, 656300782.014, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went sunny today

long garden run today a but tired', NULL, 'E2AD66AA33DD3530407D8356BFDA6477', NULL),
(248, 12, 2, 0, 21, 10, 2021, 0, 0, 0, 1, 172, 155, 656544579.296, 1224.1, 656803779.296, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee afternoon fine

walked slept train happy again again chapters long', NULL, '434F8755AEC38BDC29BAD627BDE82D30', NULL),
(250, 12, 2, 0, 23, 10, 2021, 0, 0, 0, 1, 173, 156, 656641219.509, 1352.6, 656641219.509, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Slept few happy

friends few museum for walked canal with few', NULL, '83129DD3BBA4EABF2EEA6A1D8544266D', NULL),
(251, 12, 2, 0, 23, 10, 2021, 0, 0, 0, 1, 174, 157, 656686946.9, 170.9, 656946146.9, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# For walked went

but few museum museum', NULL, 'B103F5B4630EC6DDD8571C6536F38157', NULL),
(252, 12, 1, 0, 23, 10, 2021, 0, 0, 0, 1, 175, 158, 656726393.552, 613.7, 656726393.552, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With rain meeting

kids train today today for walked', NULL, 'A6B5CCB019FF63E7CA09CE4CCCB03192', NULL),
(254, 12, 3, 0, 24, 10, 2021, 0, 0, 0, 1, 176, 159, 656779392.418, 882.6, 657038592.418, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Badly walked read

a friends few happy train but sunny friends sunny', NULL, '5B5F7CA022C0B8CFA48680F6EDF76899', NULL),
(255, 12, 5, 0, 25, 10, 2021, 0, 0, 0, 1, NULL, NULL, 656848870.718, 575.9, 656848930.718, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again sunny coffee

canal sunny idea run went went', NULL, '37AA953D3104A7E6AE157CE44207A16B', NULL),
(256, 12, 1, 606, 25, 10, 2021, 0, 0, 0, 1, 177, 160, 656869130.167, 192.4, 656869190.167, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea a read

tired fine dinner run', NULL, '51AE21C31E6888C0FCB834F4795336B0', NULL),
(257, 12, 1, 0, 26, 10, 2021, 0, 0, 0, 1, 178, 161, 656975202.412, 229.1, 656978802.412, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Kids dinner idea

today at the train garden chapters afternoon the', NULL, 'CEC3F14E9CDBF5E0FB05649C72F94302', NULL),
(258, 12, 3, 0, 30, 10, 2021, 0, 0, 0, 7, 179, NULL, 657292164.013, 376.1, 657292224.013, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea dinner home

with badly friends for friends happy canal idea today', NULL, '506C589E1CC67ABACD813FFE02CC9B78', NULL),
(259, 12, 3, 0, 31, 10, 2021, 0, 0, 0, 3, NULL, NULL, 657352317.008, 165.8, 657352377.008, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few train tired

train run museum a happy', NULL, '74DE642006B539F8DD7D6B449CEB73DE', NULL),
(260, 12, 5, 0, 31, 10, 2021, 0, 0, 0, 1, 180, 162, 657360182.713, 912.5, 657363782.713, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Along dinner a

friends walked meeting', NULL, '66234DD571B25B934155A2B132E1F3D6', NULL),
(261, 12, 1, 0, 1, 11, 2021, 0, 0, 0, 1, 181, 163, 657467798.618, 852.7, 657467798.618, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting friends garden

at badly sunny long went', NULL, 'BE3E3ECEFE3F5EB5C6CD1AC2A31BE236', NULL),
(262, 12, 2, 0, 1, 11, 2021, 0, 0, 0, 1, 183, 165, 657473888.464, 576.2, 657733088.464, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon kids the

along slept today garden fine museum happy the', NULL, 'D2E4A00FDF6D984710F1D16BA5DF639A', NULL),
(263, 12, 5, 0, 2, 11, 2021, 0, 0, 0, 1, 184, 166, 657518309.474, 116.8, 657777509.474, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again slept meeting

garden coffee run friends a run', NULL, 'E63CF5F74BC730D110CD4D5B253DD10E', NULL),
(264, 12, 5, 93, 2, 11, 2021, 0, 0, 0, 3, 185, 167, 657586571.952, 1185.2, 657586631.952, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Badly chapters museum

kids slept meeting', NULL, '79B69BEFEFBE91A45F68C9453BCC153B', NULL),
(265, 12, 5, 0, 5, 11, 2021, 0, 0, 0, 7, 186, 168, 657791221.591, 1141.1, 658050421.591, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly home garden

long but friends train fine train dinner', NULL, 'F89F3194E4D3F82863C53D5F58061CA2', NULL),
(266, 12, 1, 0, 8, 11, 2021, 0, 0, 0, 1, 187, 169, 658027433.535, 748.1, 658027493.535, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked friends coffee

friends but coffee sunny chapters', NULL, '6EA0B5D48DD58E5DEF5649445AE4D8D1', NULL),
(267, 12, 2, 0, 9, 11, 2021, 0, 0, 0, 1, 188, 170, 658174669.5, 833.5, 658433869.5, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The went but

kids for with canal', NULL, 'BB595C14C391C611C8F9C42B4415DABE', NULL),
(268, 12, 1, 129, 10, 11, 2021, 0, 0, 0, 7, 189, 171, 658229314.671, 79.6, 658232914.671, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run sunny home

badly happy kids but read', NULL, '48AC6CCE65BCB62B5EDC911C52C6AA91', NULL),
(269, 12, 3, 665, 10, 11, 2021, 0, 0, 0, 6, NULL, NULL, 658272097.693, 180.9, 658531297.693, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Long rain today

slept again idea tired read', NULL, '2C6131BD2C8032D0F00F14785FD9D122', NULL),
(270, 12, 2, 0, 12, 11, 2021, 0, 0, 0, 1, 190, 172, 658416674.082, 1002.1, 658675874.082, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal slept again

kids today dinner rain a afternoon run', NULL, '58D597D97485A2F61A16BACFC74B28A2', NULL),
(271, 12, 5, 556, 12, 11, 2021, 0, 0, 0, 1, 191, 173, 658425703.034, 1050.2, 658429303.034, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The canal badly

slept afternoon kids with fine run a read', NULL, 'A405911236A2905FC9F7B42566316EB1', NULL),
(272, 12, 2, 0, 14, 11, 2021, 0, 0, 0, 1, 193, 174, 658612828.605, 1303.7, 658616428.605, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The went idea

but long badly coffee home train read read', NULL, 'A5A32D3E19E9C3CA77D32BE0DE9DFFD2', NULL),
(273, 12, 1, 0, 15, 11, 2021, 0, 0, 0, 1, 194, 175, 658652091.192, 1290.5, 658911291.192, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends few tired

slept with again garden', NULL, 'E9A03DC3126BF363E3C641BBCCA45970', NULL),
(274, 12, 3, 0, 15, 11, 2021, 0, 1, 0, 6, NULL, NULL, 658667671.036, 125.3, 658671271.036, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum chapters at

dinner fine today along dinner badly again long train', NULL, 'D2E723FE6B80B8A5C4F02BB1930C10D2', NULL),
(275, 12, 3, 884, 15, 11, 2021, 0, 0, 0, 1, 195, 176, 658706686.16, 1122.0, 658965886.16, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting home the

along chapters fine fine for', NULL, 'CE9CAAEE04DDAC09EA2FB42F94D9AFAE', NULL),
(276, 12, 1, 0, 17, 11, 2021, 0, 0, 0, 3, 196, NULL, 658803381.331, 1133.0, 658803441.331, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# For a again

afternoon for but friends train sunny train', NULL, 'E438C87EAF7DE66E00149414A23941B0', NULL),
(277, 12, 1, 0, 17, 11, 2021, 0, 0, 0, 2, 198, 177, 658841648.764, 1091.0, 658845248.764, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain meeting long

dinner happy for a fine the train kids meeting', NULL, '94D72302E8DF735110E9760E545EE24F', NULL),
(278, 12, 1, 859, 21, 11, 2021, 0, 0, 0, 2, 199, 178, 659205898.43, 90.1, 659465098.43, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Walked today kids

for with went dinner sunny', NULL, '7E7EF0D531F39C12B7A96E021AD00047', NULL),
(279, 12, 2, 0, 22, 11, 2021, 0, 0, 0, 1, 200, 179, 659261877.47, 387.8, 659521077.47, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went home the

coffee for dinner along run', NULL, '3B60896EE89910A4B634FF1AAFAD78D5', NULL),
(281, 12, 5, 0, 23, 11, 2021, 0, 0, 0, 1, 202, 181, 659365470.546, 1218.0, 659369070.546, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked with the

rain again train today home home', NULL, 'B0ED92AD5FD3B7ED54D7559BD16617D3', NULL),
(282, 12, 2, 0, 26, 11, 2021, 0, 0, 0, 1, 203, 182, 659582911.155, 1054.7, 659586511.155, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At happy along

read read at with', NULL, '301CD096599DA921D1F05F03830526C5', NULL),
(283, 12, 1, 464, 26, 11, 2021, 0, 0, 0, 1, NULL, NULL, 659602844.478, 1185.7, 659606444.478, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Meeting happy badly

badly fine chapters the tired walked', NULL, '08BE1FF5A0846B0E281071D560BC2E10', NULL),
(284, 12, 1, 0, 27, 11, 2021, 0, 0, 0, 7, NULL, NULL, 659725038.135, 77.6, 659728638.135, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# The walked read

the the tired garden the again run', NULL, '8308B2DBE549BA016FFCEF1EE4AF29DB', NULL),
(285, 12, 1, 0, 28, 11, 2021, 0, 0, 0, 1, 204, 183, 659801763.041, 1351.3, 660060963.041, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy the kids

meeting museum canal but', NULL, 'F2FC5E62AFC47481A5518DBE17A0802A', NULL),
(286, 12, 3, 0, 29, 11, 2021, 0, 0, 0, 1, 205, 184, 659884804.367, 93.1, 659888404.367, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along walked chapters

at few run', NULL, '4091FCC485D5E031EF76728FC5C6988B', NULL),
(287, 12, 5, 0, 30, 11, 2021, 0, 0, 0, 1, NULL, NULL, 659966025.122, 481.2, 659966085.122, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For a long

with slept rain badly', NULL, 'C25BD0AFCCC75FF9E6F38A0C55959918', NULL),
(290, 12, 2, 0, 2, 12, 2021, 0, 0, 0, 6, 206, 185, 660105688.5, 589.1, 660105748.5, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The slept for

along at train museum friends again today', NULL, 'F9EF16DF7C8EF7A3876FFBC920C5F6FE', NULL),
(291, 12, 1, 0, 3, 12, 2021, 0, 0, 0, 1, 207, 186, 660193915.759, 377.0, 660193915.759, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Coffee again but

the meeting long train kids slept idea', NULL, 'FFA452E0E3AE428570C9B87CC40D9A20', NULL),
(292, 12, 5, 0, 3, 12, 2021, 0, 0, 0, 2, NULL, NULL, 660237735.974, 847.7, 660241335.974, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Chapters idea but

chapters the again badly', NULL, '9BF9A2A417133D2A0935D1B629E778BE', NULL),
(293, 12, 3, 0, 4, 12, 2021, 0, 0, 0, 1, NULL, NULL, 660345264.784, 458.9, 660345324.784, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read meeting today

happy read dinner happy chapters a', NULL, '36397B60CE01D947B5A283F74DEA59C8', NULL),
(294, 12, 2, 472, 7, 12, 2021, 0, 0, 0, 2, 208, 188, 660567927.165, 1180.2, 660571527.165, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids coffee the

slept few rain friends home along went', NULL, '7DD1E09F5CF554EDEF2B9B2EFDA609A5', NULL),
(295, 12, 5, 0, 7, 12, 2021, 0, 0, 0, 6, 209, NULL, 660569724.017, 87.3, 660569724.017, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Afternoon idea slept

read walked few with train walked rain long few', NULL, '02CE6E44BAD1BED2289654C6BB0F8C6D', NULL),
(296, 12, 3, 574, 9, 12, 2021, 0, 0, 0, 1, 210, 189, 660754285.756, 1378.6, 660754345.756, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy the read

train happy fine went home', NULL, '6F1B3E006DFE00FD5E4D5277E4646FBE', NULL),
(297, 12, 3, 0, 10, 12, 2021, 0, 0, 0, 1, 211, 190, 660793568.263, 1195.4, 660793568.263, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept walked museum

afternoon but afternoon tired tired', NULL, 'B82A9F85F65A3181EADCB4D61D54459E', NULL),
(298, 12, 2, 0, 10, 12, 2021, 0, 0, 1, 1, 212, 191, 660805085.032, 490.4, 660808685.032, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few long with

canal a read', NULL, 'E5285E30716BC2AEE923B93E5F3D7F71', NULL),
(299, 12, 1, 843, 11, 12, 2021, 0, 0, 0, 3, 213, 192, 660906538.085, 26.9, 660910138.085, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids went meeting

run a went badly badly fine slept for', NULL, '48F6E5A12B881D66D9438A1F20887AA4', NULL),
(300, 12, 3, 0, 11, 12, 2021, 0, 0, 0, 1, 214, 193, 660938770.959, 536.7, 660938830.959, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden a the

again coffee the badly read badly walked home meeting', NULL, '474A355CA830174E706720BF3B2479BB', NULL),
(301, 12, 1, 0, 11, 12, 2021, 0, 0, 0, 2, 215, 194, 660940911.721, 16.3, 660944511.721, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today but for

at went a train long the', NULL, '32A7F5DC056A06140D2789CE7146A304', NULL),
(302, 12, 1, 0, 12, 12, 2021, 0, 0, 0, 1, 216, 195, 660967274.696, 318.8, 661226474.696, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum but home

read garden kids meeting kids train today today', NULL, '74B1707948AC3556728316D7936E4B5E', NULL),
(303, 12, 1, 0, 17, 12, 2021, 0, 0, 0, 5, 217, 196, 661477863.033, 629.1, 661477863.033, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked badly read

read afternoon sunny coffee home meeting kids canal chapters', NULL, 'EE324B4EAE0E8D81BAF2605F6F3063F7', NULL),
(304, 12, 3, 0, 19, 12, 2021, 0, 0, 0, 1, 218, 197, 661618446.583, 746.0, 661618446.583, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Sunny at along

today with the slept slept with museum', NULL, 'E2CB3DF2A7A2CD61D35EED9882375FF7', NULL),
(305, 12, 3, 0, 21, 12, 2021, 0, 0, 0, 1, 219, 198, 661781215.772, 509.1, 661781215.772, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again walked but

the kids fine museum long meeting rain a', NULL, 'A5C4216EEB73E0351D883FCCC653C5AA', NULL),
(306, 12, 5, 0, 23, 12, 2021, 0, 0, 0, 1, NULL, NULL, 661993245.625, 1186.8, 661996845.625, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A idea run

meeting idea chapters afternoon read along chapters along chapters', NULL, 'B20A4034A2161E9C1C2668AF6EF12D39', NULL),
(307, 12, 3, 0, 27, 12, 2021, 0, 0, 0, 3, 220, 200, 662332513.047, 1076.1, 662336113.047, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long tired sunny

long but with', NULL, '34E3D2732E126D892D1E922DC6860501', NULL),
(308, 12, 2, 0, 1, 1, 2022, 0, 0, 0, 1, 221, 201, 662723467.913, 1250.8, 662723467.913, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum coffee today

badly sunny went a', NULL, 'A701CD19A56BDC52B4990C715A4F1F7A', NULL),
(309, 12, 5, 118, 1, 1, 2022, 0, 0, 0, 2, 222, 202, 662737830.458, 1138.5, 662737830.458, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Meeting long museum

again a at idea', NULL, '196528B5818F7895576FCF246FB28C9C', NULL),
(311, 12, 2, 0, 4, 1, 2022, 0, 0, 0, 1, NULL, NULL, 662963005.805, 1276.7, 662963065.805, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Few today tired

long tired long long friends garden idea at', NULL, '5C3F31437EE3AE133BBF18BC817E07A5', NULL),
(312, 12, 3, 0, 6, 1, 2022, 0, 0, 0, 1, 223, 203, 663163477.095, 21.2, 663163477.095, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went for friends

friends few museum dinner', NULL, 'B91612F6A0B2F22839053A1997597A9B', NULL),
(313, 12, 2, 0, 6, 1, 2022, 0, 0, 0, 3, NULL, NULL, 663181972.058, 599.6, 663182032.058, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Badly afternoon sunny

read walked today idea afternoon', NULL, 'ABFA60F4C6C873FB37246A026358E45C', NULL),
(314, 12, 3, 326, 7, 1, 2022, 0, 0, 0, 6, 224, 204, 663210921.475, 921.0, 663210921.475, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Rain the the

idea run went tired the canal', NULL, 'F38356CF4C7176668E3357002821DC7F', NULL),
(315, 12, 5, 0, 8, 1, 2022, 0, 0, 0, 3, 225, 205, 663345395.679, 1119.9, 663345395.679, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went again badly

tired badly sunny', NULL, '1A698C6151E48EB20F0182372D92F60E', NULL),
(317, 12, 3, 760, 11, 1, 2022, 0, 0, 0, 2, 228, 207, 663562778.384, 806.6, 663562838.384, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal happy but

friends chapters slept museum walked', NULL, 'B939FBE8EEDB7166CA59544DD08175F2', NULL),
(318, 12, 2, 522, 12, 1, 2022, 0, 0, 0, 2, 229, 208, 663639680.768, 619.6, 663639680.768, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few long sunny

home dinner went sunny friends', NULL, '4E5FC22FFFB5BC6E01F1BDFAD5416406', NULL),
(319, 12, 1, 0, 12, 1, 2022, 0, 0, 0, 6, NULL, NULL, 663654083.38, 980.8, 663654083.38, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly for happy

a idea museum run rain friends canal went', NULL, '647F8857EDD0FA5298153E3265AED06D', NULL),
(320, 12, 1, 0, 12, 1, 2022, 0, 0, 0, 1, 230, NULL, 663719633.133, 810.5, 663719693.133, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy again at

went meeting kids happy few friends rain run at', NULL, 'D695DAFFB37CFA453E68A4139B49BC19', NULL),
(321, 12, 1, 0, 13, 1, 2022, 0, 0, 0, 1, 231, 209, 663728321.92, 600.6, 663728321.92, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The badly museum

today read sunny', NULL, 'DA084187B7F6CB13BBE1F02F142D5891', NULL),
(322, 12, 3, 0, 13, 1, 2022, 0, 0, 0, 3, 232, 210, 663792088.834, 1252.5, 663795688.834, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy long meeting

along afternoon but chapters a few the kids', NULL, '8BDDB775618F53001D3A93AC4BB76C0A', NULL),
(323, 12, 2, 0, 14, 1, 2022, 0, 0, 0, 1, 233, 211, 663823468.384, 1108.9, 663827068.384, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain fine badly

tired canal badly a badly rain fine but', NULL, 'CA0697C030031ED79A38D457858626C5', NULL),
(324, 12, 3, 0, 15, 1, 2022, 0, 0, 0, 6, 234, 212, 663945912.424, 805.9, 664205112.424, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Idea fine today

coffee the friends with home', NULL, '548251FCBCCEFBDB4CD9E48509799105', NULL),
(325, 12, 1, 0, 16, 1, 2022, 0, 0, 0, 1, NULL, NULL, 664005658.742, 230.8, 664005658.742, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine garden canal

a chapters the went slept sunny canal kids', NULL, 'A32D2E48D83F461D2C6F44973FFE3EB9', NULL),
(326, 12, 2, 0, 18, 1, 2022, 0, 0, 0, 2, NULL, NULL, 664185171.235, 853.3, 664188771.235, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters kids for

idea the friends museum the for home train', NULL, 'EDB3D17E8D10718ECF9E2435AC063DB0', NULL),
(327, 12, 1, 0, 19, 1, 2022, 1, 0, 0, 2, 236, 213, 664258643.012, 944.7, 664258643.012, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long went happy

with meeting for at the with', NULL, 'FDB1C0BF1A7E3B19FA00A69FB16DF696', NULL),
(329, 12, 3, 0, 19, 1, 2022, 0, 0, 0, 1, 237, 214, 664264426.594, 193.4, 664264486.594, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# With a run

with garden dinner', NULL, 'C2736B3157BBF4E5833A262AA732A0CD', NULL),
(330, 12, 5, 0, 20, 1, 2022, 0, 0, 0, 1, 238, 215, 664345249.507, 1222.2, 664604449.507, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Sunny train again

happy again train', NULL, '54784F320919D7AB2F9A74E5ECFA4F81', NULL);
INSERT INTO ZENTRY (Z_PK, Z_ENT, Z_OPT, ZDURATION, ZGREGORIANDAY, ZGREGORIANMONTH, ZGREGORIANYEAR, ZISALLDAY, ZISPINNED, ZSTARRED, ZJOURNAL, ZLOCATION, ZWEATHER, ZCREATIONDATE, ZEDITINGTIME, ZMODIFIEDDATE, ZCREATIONDEVICE, ZCREATIONDEVICEMODEL, ZCREATIONDEVICETYPE, ZCREATIONOSNAME, ZCREATIONOSVERSION, ZMARKDOWNTEXT, ZRICHTEXTJSON, ZUUID, ZTIMEZONE) VALUES
(331, 12, 2, 638, 20, 1, 2022, 0, 0, 0, 3, 239, 216, 664402477.227, 1353.2, 664406077.227, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Rain afternoon long

dinner went the garden walked a afternoon went', NULL, 'F91A955476BAC440A40DDFA7809CA372', NULL),
(332, 12, 3, 832, 23, 1, 2022, 0, 0, 0, 1, NULL, NULL, 664616905.016, 1271.3, 664620505.016, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine museum sunny

train few a train', NULL, '3602DFFA817FA0BF6271ECD2A0E7A1AF', NULL),
(333, 12, 5, 634, 25, 1, 2022, 0, 0, 0, 1, 240, 218, 664769564.961, 852.8, 664769564.961, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For friends the

the few with walked went a fine canal meeting', NULL, 'C39846DFB954D488DF14659D0F9B7A52', NULL),
(334, 12, 5, 377, 25, 1, 2022, 0, 0, 0, 6, 241, 219, 664823824.244, 869.7, 664823884.244, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Dinner today the

dinner long rain the at idea kids a', NULL, 'EC65E9F7EDF996FF3A1F539BCB10CBAE', NULL),
(335, 12, 5, 0, 26, 1, 2022, 0, 0, 0, 1, 242, 220, 664887898.22, 786.4, 664891498.22, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked few museum

badly went read museum today idea', NULL, '557E0BD3A1BB7E8EED4AAF3A8D24EFFD', NULL),
(336, 12, 2, 0, 28, 1, 2022, 0, 0, 0, 1, NULL, NULL, 665091547.772, 1034.5, 665091547.772, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters idea went

afternoon rain walked', NULL, 'DB7AF0618964B4961C1F3DEBC5270332', NULL),
(337, 12, 2, 764, 29, 1, 2022, 0, 0, 0, 2, NULL, NULL, 665141781.542, 206.9, 665400981.542, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went train read

tired read afternoon but', NULL, '283A563AE700345D510C1C42E1125404', NULL),
(338, 12, 3, 0, 29, 1, 2022, 0, 0, 0, 1, 243, 222, 665167627.043, 889.0, 665167687.043, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read the chapters

train idea again run went', NULL, '0FDDC7366636E7C308C6BED232CB6277', NULL),
(339, 12, 5, 0, 1, 2, 2022, 0, 0, 0, 2, NULL, NULL, 665367742.362, 489.5, 665367802.362, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went sunny dinner

badly kids with along', NULL, '993820458F847FD719ABB04890DD47E1', NULL),
(340, 12, 2, 0, 1, 2, 2022, 0, 1, 0, 6, 244, 223, 665411249.795, 908.0, 665411309.795, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The coffee the

train home went along a read few', NULL, '31351A6A73E7F044B4FD3972397D740B', NULL),
(341, 12, 3, 0, 1, 2, 2022, 0, 0, 0, 2, 245, 224, 665417571.709, 1085.6, 665676771.709, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With tired coffee

train garden rain home train', NULL, 'F6030CCDBA5FDC267637EA954A5EFC23', NULL),
(342, 12, 1, 0, 1, 2, 2022, 0, 0, 0, 2, 246, 225, 665435677.326, 334.6, 665694877.326, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The with idea

the coffee dinner the read garden garden canal badly', NULL, 'F59C421C702607B364D64067B56D28D8', NULL),
(343, 12, 2, 0, 3, 2, 2022, 0, 0, 0, 1, 247, 226, 665586840.668, 573.2, 665590440.668, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden kids friends

home again read kids today museum canal dinner', NULL, '3241A3850CD35BBFBBD368386FB7366B', NULL),
(344, 12, 1, 243, 4, 2, 2022, 0, 0, 0, 5, 248, 227, 665644127.838, 940.7, 665647727.838, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Home kids along

museum idea coffee', NULL, '8337606BD6EF9AB007A42EAD0D4A0D32', NULL),
(345, 12, 5, 816, 6, 2, 2022, 0, 0, 0, 3, 249, 228, 665875544.304, 199.6, 665875604.304, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few afternoon along

went along read friends at went run the', NULL, '6640C3D232A06B754DFFC35C853C0408', NULL),
(346, 12, 3, 0, 8, 2, 2022, 0, 0, 1, 1, 250, 229, 666043638.674, 1109.0, 666043698.674, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Afternoon but the

canal dinner today idea', NULL, 'BAA60921C5B9CA66104891A9E8DE72AD', NULL),
(348, 12, 2, 193, 9, 2, 2022, 0, 0, 0, 1, NULL, NULL, 666093782.516, 474.6, 666093782.516, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again with slept

slept for again friends but friends home train today', NULL, 'DBA8897BEAC6F3AC280C4C8BCC365413', NULL),
(349, 12, 1, 0, 10, 2, 2022, 0, 0, 0, 6, 251, 230, 666184368.611, 568.2, 666184428.611, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run along home

went happy with friends but sunny', NULL, '77A50C3194B3A4A999D26121F90DA938', NULL),
(351, 12, 3, 506, 11, 2, 2022, 0, 0, 0, 1, 252, NULL, 666247882.423, 557.1, 666247882.423, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting read badly

at dinner the few kids today', NULL, 'D5C9DDB409B26F9E0D2862A295176CA2', NULL),
(352, 12, 2, 0, 12, 2, 2022, 0, 0, 0, 1, NULL, NULL, 666349875.318, 902.8, 666349875.318, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters again tired

for idea afternoon the', NULL, 'C96A640FE2ED97AC1C465A1D0CB4649D', NULL),
(353, 12, 5, 0, 12, 2, 2022, 0, 0, 0, 1, 253, 231, 666375795.343, 460.3, 666634995.343, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal a meeting

sunny the a today', NULL, 'EEB081C8318412D6309C30157D8BE968', NULL),
(354, 12, 3, 161, 14, 2, 2022, 0, 0, 0, 1, NULL, NULL, 666493564.017, 840.9, 666497164.017, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Chapters slept a

at badly slept', NULL, 'E39DAE128B335DF645D27E2A55EFB13F', NULL),
(355, 12, 2, 0, 15, 2, 2022, 0, 0, 0, 3, NULL, NULL, 666585463.925, 1013.6, 666844663.925, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum for few

badly garden slept canal happy the run', NULL, '1DEEC7B377D052E962B0CEB88BD05E1A', NULL),
(356, 12, 5, 718, 16, 2, 2022, 0, 1, 0, 3, NULL, NULL, 666697063.928, 1080.6, 666697063.928, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For museum along

the chapters at at', NULL, '6515054C6DE863A03908E030DBD410BC', NULL),
(357, 12, 5, 0, 16, 2, 2022, 0, 0, 0, 1, 254, 232, 666715053.292, 836.7, 666715053.292, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along run kids

again museum at garden museum', NULL, '524E6DFFCE4971CBDA6041B5FB5B2740', NULL),
(358, 12, 3, 617, 16, 2, 2022, 0, 0, 0, 1, 255, 233, 666717486.523, 686.8, 666717546.523, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Coffee badly with

rain canal but', NULL, '989568301C7F94B9C65D8619A8570C58', NULL),
(359, 12, 3, 0, 16, 2, 2022, 0, 0, 0, 1, 256, NULL, 666727963.512, 1252.6, 666987163.512, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long run afternoon

went meeting coffee read fine', NULL, 'F00C1279D5670E351A0A7FC22F77E62A', NULL),
(361, 12, 1, 0, 17, 2, 2022, 0, 0, 0, 1, NULL, NULL, 666812354.608, 981.9, 666812354.608, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today coffee happy

went tired the for chapters', NULL, 'FA19E53426063E016E21047FAB9E2CBC', NULL),
(362, 12, 2, 0, 18, 2, 2022, 0, 0, 0, 2, 257, 234, 666894807.094, 865.7, 666894867.094, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain dinner badly

along home went fine meeting went', NULL, 'C64AE66172E77523700969C764A4FB74', NULL),
(363, 12, 2, 0, 19, 2, 2022, 0, 0, 0, 1, 258, 235, 666953050.185, 1266.8, 666956650.185, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# At dinner meeting

garden run home tired read long slept went', NULL, 'CFECFECC57B14D58D3CE28B27494A5ED', NULL),
(364, 12, 3, 0, 25, 2, 2022, 0, 0, 0, 5, 259, 236, 667445770.197, 425.6, 667704970.197, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The the dinner

chapters train chapters', NULL, '11EBC71E2796CB99378397713B3688B9', NULL),
(365, 12, 1, 0, 3, 3, 2022, 1, 0, 0, 1, 260, 237, 667980952.362, 183.7, 667981012.362, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along happy read

at chapters few read idea museum garden canal walked', NULL, 'F688384EA46755309C2FB8A2440F6F60', NULL),
(366, 12, 2, 0, 4, 3, 2022, 0, 0, 0, 5, NULL, NULL, 668051198.439, 820.9, 668054798.439, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain read for

the read coffee afternoon few run read', NULL, 'C66D76A7B24DCB980404FD63CEEB4F62', NULL),
(367, 12, 1, 0, 4, 3, 2022, 0, 0, 0, 3, NULL, NULL, 668059037.583, 926.7, 668059037.583, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee home walked

few went long today afternoon badly', NULL, '8F76C08E2687810839EE455726B762DC', NULL),
(368, 12, 1, 0, 7, 3, 2022, 0, 0, 0, 1, NULL, NULL, 668361438.474, 328.0, 668365038.474, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain for the

meeting the run for a with chapters', NULL, 'E652B753A131BF15C9479309A5388CA4', NULL),
(369, 12, 1, 0, 7, 3, 2022, 0, 0, 0, 5, NULL, NULL, 668383683.555, 530.8, 668383743.555, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine coffee happy

fine train a', NULL, 'D83FA436A5BC9364968B675DC988A63A', NULL),
(370, 12, 5, 0, 8, 3, 2022, 0, 0, 0, 6, 261, 238, 668414795.132, 471.4, 668414795.132, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The the walked

long at museum for dinner', NULL, '03A8FAE4DDB2339211456D7447116B9A', NULL),
(371, 12, 3, 0, 9, 3, 2022, 0, 0, 0, 2, 262, NULL, 668481685.515, 988.3, 668481685.515, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Fine for run

but at today a walked canal walked canal', NULL, 'B98609E03F1F6DB0F34BE4C450FF8DD1', NULL),
(373, 12, 5, 0, 9, 3, 2022, 0, 0, 0, 1, 264, 240, 668508550.605, 680.4, 668508550.605, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read fine long

sunny chapters but again the', NULL, '7FCDEEDBCA9133134DB923A8A4F6FEC2', NULL),
(375, 12, 2, 391, 11, 3, 2022, 0, 0, 0, 1, 266, 241, 668710333.57, 1110.9, 668710393.57, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends chapters along

went chapters badly sunny rain but canal', NULL, '5361DA8A7A3F1E790A7D42671295B069', NULL),
(376, 12, 3, 0, 12, 3, 2022, 0, 0, 0, 3, 267, 242, 668746219.404, 275.5, 669005419.404, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Afternoon the at

read idea tired afternoon along run happy', NULL, '1F13C903F4DEEA6ED543D772282EBC23', NULL),
(377, 12, 1, 471, 12, 3, 2022, 0, 0, 0, 1, NULL, NULL, 668806235.225, 1105.1, 668806295.225, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At the dinner

garden went happy', NULL, 'D413C3786D409533F3DFB2B70D5DE13A', NULL),
(378, 12, 2, 0, 13, 3, 2022, 0, 0, 1, 1, NULL, NULL, 668854636.327, 672.0, 669113836.327, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run garden slept

today along museum kids', NULL, '9FF3BD9B766223B3F1E884911F3BCD34', NULL),
(379, 12, 5, 624, 13, 3, 2022, 0, 0, 1, 1, 268, 243, 668878453.744, 120.1, 668878513.744, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# But afternoon walked

chapters tired with happy friends', NULL, '1571E38C46A2CA9C1B90F83D728273DA', NULL),
(380, 12, 5, 0, 13, 3, 2022, 0, 0, 0, 1, 270, 244, 668883740.939, 990.8, 668887340.939, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Few sunny long

but museum tired afternoon friends but tired the few', NULL, '0F1BB9E415DBDB9B7EF4182D68E201E7', NULL),
(381, 12, 2, 0, 14, 3, 2022, 0, 0, 0, 1, 271, 245, 668914862.619, 434.2, 669174062.619, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With at idea

happy museum friends at dinner', NULL, '2684093413525476946624400AD03899', NULL),
(383, 12, 1, 0, 14, 3, 2022, 1, 0, 0, 2, 272, 246, 668993974.708, 671.3, 668997574.708, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal the went

badly walked kids idea happy few idea few home', NULL, '4FFF3F218BB993108C0760866C309E70', NULL),
(384, 12, 3, 200, 18, 3, 2022, 0, 0, 0, 1, 273, 247, 669272139.405, 909.3, 669272199.405, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went few again

walked garden fine few museum afternoon', NULL, '141992D7F540CA9F760FDFB05DD9EC3D', NULL),
(385, 12, 1, 0, 19, 3, 2022, 0, 0, 0, 1, NULL, NULL, 669350099.813, 1290.2, 669353699.813, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The read idea

few garden kids again went', NULL, '89719B1E3E2BD467579221B9976CB47E', NULL),
(386, 12, 2, 0, 19, 3, 2022, 0, 0, 0, 1, 274, 248, 669365199.053, 73.8, 669368799.053, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With friends along

coffee museum for read long museum kids', NULL, '4775E88A2B75B2323729BB5D6A02C2EA', NULL),
(387, 12, 2, 502, 19, 3, 2022, 0, 0, 0, 1, 275, 249, 669384614.681, 599.8, 669643814.681, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today the run

dinner for fine read the chapters', NULL, 'ECDD45CF2D9FD6DCF002EDBC3CF10127', NULL),
(388, 12, 1, 0, 21, 3, 2022, 0, 0, 0, 1, 276, 250, 669592628.378, 1297.4, 669592688.378, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids garden happy

the meeting museum friends badly happy train rain', NULL, '018529A46AA7054EE740DEA2946217B9', NULL),
(389, 12, 1, 0, 22, 3, 2022, 0, 0, 0, 7, NULL, NULL, 669638894.269, 1109.7, 669638954.269, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At museum walked

badly the for afternoon coffee run but friends few', NULL, 'AA289EDC033205801426E03D338D343B', NULL),
(390, 12, 3, 0, 23, 3, 2022, 0, 0, 0, 1, NULL, NULL, 669690139.731, 1122.6, 669949339.731, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly but at

coffee for run chapters at read', NULL, 'DC86E686C00977713A6EF208827B1A73', NULL),
(391, 12, 3, 0, 24, 3, 2022, 0, 0, 0, 1, 277, 251, 669839440.942, 50.9, 669843040.942, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain went idea

badly canal chapters went', NULL, 'F0C527AC212A05EC55AB320BA0530D44', NULL),
(392, 12, 1, 0, 26, 3, 2022, 0, 0, 0, 2, 278, 252, 670018981.281, 558.8, 670022581.281, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Canal friends went

chapters home few sunny coffee happy coffee', NULL, 'E0E667FF63C1EE3C4F7DA36AE310830A', NULL),
(393, 12, 2, 0, 27, 3, 2022, 0, 0, 0, 1, 279, 253, 670043934.636, 19.3, 670047534.636, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The home train

idea rain at but today canal', NULL, '834ED5CF677BCDEE02EDEE9EBAE0BF08', NULL),
(394, 12, 2, 0, 27, 3, 2022, 0, 0, 0, 6, NULL, NULL, 670105225.131, 901.9, 670364425.131, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# The but for

home train at meeting again canal', NULL, '43E59118710475FE7C84979D83C7CAD8', NULL),
(395, 12, 3, 0, 28, 3, 2022, 0, 0, 0, 7, 280, 254, 670151984.941, 249.2, 670151984.941, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# At dinner the

idea tired coffee with went', NULL, '42529D6F7131DAA78970A3499B7FF402', NULL),
(396, 12, 3, 0, 28, 3, 2022, 0, 0, 0, 3, 281, 255, 670186263.665, 1223.7, 670186263.665, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Friends few the

fine train went tired few tired museum but for', NULL, 'C29FF715E2DC7D542FA98A6204D09D86', NULL),
(397, 12, 2, 0, 29, 3, 2022, 0, 0, 0, 1, 282, 256, 670217552.867, 1035.5, 670217552.867, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The friends tired

slept afternoon along at', NULL, '7CF9A3A0F82D36F63B1A9FD13262EDF7', NULL),
(398, 12, 3, 580, 29, 3, 2022, 0, 0, 0, 2, 283, 257, 670219338.759, 242.7, 670222938.759, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal afternoon home

with today happy the went idea', NULL, 'D99A497B510C415C94CADFEA51D4C8D3', NULL),
(399, 12, 2, 169, 30, 3, 2022, 0, 0, 0, 1, NULL, NULL, 670315478.514, 376.3, 670315478.514, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine read idea

went canal slept', NULL, '2B4E17DB05FD2B39D65B7EF83641F9AD', NULL),
(400, 12, 5, 0, 1, 4, 2022, 0, 0, 0, 3, 284, 258, 670472765.386, 998.3, 670472825.386, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With the again

a badly train sunny idea at friends', NULL, 'B389D3C7B918929B6D45F285B095128E', NULL),
(401, 12, 5, 0, 2, 4, 2022, 0, 0, 0, 1, 285, 259, 670569494.723, 777.4, 670573094.723, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Went chapters slept

meeting slept rain badly meeting slept went tired canal', NULL, 'D9CC5CC08610195AB2B59C9D29ADC528', NULL),
(402, 12, 3, 0, 2, 4, 2022, 0, 0, 0, 3, 286, 260, 670575218.84, 250.8, 670575278.84, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# The but along

for read train few meeting garden slept afternoon', NULL, '2FEA87FB315DCF0A6681B0537445157E', NULL),
(403, 12, 5, 0, 2, 4, 2022, 0, 0, 0, 1, NULL, NULL, 670619328.91, 676.0, 670619388.91, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends tired chapters

at went today went a sunny', NULL, 'FC83A3360C4768ACD4487AEFBEBB7FA9', NULL),
(404, 12, 2, 0, 3, 4, 2022, 0, 0, 0, 2, 287, 261, 670676608.144, 1260.8, 670680208.144, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Idea with few

a canal dinner a coffee', NULL, '85A8AB70D45F0F9F951AE1A53D5A8990', NULL),
(405, 12, 1, 0, 3, 4, 2022, 0, 0, 0, 1, NULL, NULL, 670713786.699, 365.6, 670717386.699, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain but coffee

run fine garden tired happy few long', NULL, 'EF6CAB8ED2CC3428579BB7FB941BB75D', NULL),
(406, 12, 1, 0, 4, 4, 2022, 0, 0, 0, 3, 288, 262, 670795825.359, 380.5, 670795885.359, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum happy tired

home home coffee walked rain', NULL, '52B659F60DAE22CAD1FE24AEEA2AB094', NULL),
(407, 12, 1, 187, 6, 4, 2022, 0, 0, 0, 5, 289, NULL, 670939716.6, 357.5, 670939716.6, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The a idea

along a tired slept coffee walked kids', NULL, 'FAE13CE86A4B996A9C3E232D9E39195C', NULL),
(408, 12, 5, 110, 7, 4, 2022, 0, 1, 0, 7, 290, 263, 670986011.814, 1180.3, 670986011.814, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal coffee the

long walked but few friends run read', NULL, '5FCE9E51249FCC2A65811B2A16C82461', NULL),
(409, 12, 1, 0, 7, 4, 2022, 0, 0, 0, 1, 291, 265, 671009946.568, 482.0, 671010006.568, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Sunny with the

the rain rain badly museum', NULL, 'B93D5D4F8F5890E4C0B9CF5668045732', NULL),
(410, 12, 2, 201, 7, 4, 2022, 0, 0, 0, 1, 292, 266, 671035159.183, 1333.8, 671035219.183, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Coffee the walked

train long along dinner run along at but', NULL, 'DAA77099EA44668893899BD4E8C34927', NULL),
(411, 12, 5, 0, 8, 4, 2022, 0, 0, 1, 1, 293, 267, 671094826.264, 651.9, 671094886.264, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Badly for few

garden but went today friends the train', NULL, 'EE57E6D28D4CABDC86223DFFF9650B19', NULL),
(412, 12, 3, 747, 9, 4, 2022, 0, 0, 0, 1, 294, 268, 671193622.704, 505.6, 671193682.704, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden meeting the

garden the walked garden', NULL, '2655430CB858686DD6AF102C5EA7FC0F', NULL),
(413, 12, 5, 429, 10, 4, 2022, 0, 0, 0, 1, 296, 269, 671326856.791, 421.8, 671326856.791, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The garden museum

idea idea walked chapters fine went home tired rain', NULL, '9623C3A36DCF08D8EB8B288C9A802996', NULL),
(414, 12, 2, 150, 11, 4, 2022, 0, 0, 0, 1, 297, 270, 671388978.141, 607.7, 671389038.141, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The the walked

the at the dinner train for', NULL, '50AD8DD1283A3BD9665D5A0344352F98', NULL),
(416, 12, 5, 0, 14, 4, 2022, 0, 0, 0, 1, NULL, NULL, 671593295.939, 721.6, 671852495.939, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Dinner tired fine

museum coffee garden meeting train fine home idea', NULL, '1EF4D330DB48E6F2F3D621C5D75040A3', NULL),
(417, 12, 3, 0, 14, 4, 2022, 0, 0, 0, 1, NULL, NULL, 671612573.036, 189.8, 671612573.036, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With sunny dinner

the garden run slept again a few', NULL, 'E1FFA7E00C5E19AEA5DFC25D6D3BD565', NULL),
(418, 12, 3, 0, 16, 4, 2022, 0, 0, 0, 1, 298, 271, 671832936.348, 1239.8, 671832996.348, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Garden chapters run

sunny today chapters', NULL, '2596CC398F9C5FCC3D03E1E59612788B', NULL),
(419, 12, 1, 0, 21, 4, 2022, 0, 0, 0, 2, 299, NULL, 672212289.248, 234.7, 672212289.248, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden fine tired

the idea kids the along walked walked', NULL, '1EF6AA039366013DA295CE97AFF16885', NULL),
(420, 12, 5, 0, 23, 4, 2022, 0, 0, 0, 1, 300, 272, 672393505.518, 578.1, 672393505.518, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few long at

canal garden but walked dinner the garden at', NULL, '3FC92314E386CFC590D2A442359C5D72', NULL),
(421, 12, 1, 0, 23, 4, 2022, 0, 0, 0, 1, 301, 273, 672411418.589, 202.8, 672411418.589, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The garden again

coffee train afternoon read dinner happy read but sunny', NULL, '032FD33CCD55C4D9192BEC597854CC61', NULL),
(422, 12, 1, 264, 23, 4, 2022, 0, 0, 0, 7, 302, 274, 672441797.991, 958.5, 672441797.991, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Along a canal

read meeting the badly went dinner home today', NULL, '6B9AAFA3D23CC04FB11CF138AE568B16', NULL),
(423, 12, 2, 0, 25, 4, 2022, 0, 0, 0, 1, 303, 275, 672563135.272, 182.6, 672563135.272, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train today home

walked went went the today at walked', NULL, '71202C2DF1BDAE80BC89D604FE9F80D8', NULL),
(424, 12, 5, 0, 26, 4, 2022, 0, 0, 0, 1, 304, 276, 672648512.543, 302.4, 672648572.543, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon idea the

few meeting train friends kids happy home', NULL, 'FA5174F19CE52D929A0724BAEB936C12', NULL),
(425, 12, 5, 0, 26, 4, 2022, 0, 0, 0, 1, NULL, NULL, 672655831.413, 1294.3, 672655891.413, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With read friends

went coffee friends fine train friends train', NULL, '48653B91129408124EED805FE3591908', NULL),
(426, 12, 1, 0, 26, 4, 2022, 0, 0, 1, 6, 305, 277, 672667432.267, 107.7, 672667432.267, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Badly few sunny

the kids the home walked read canal', NULL, '4E171EC5596D320011AC922A8244E3E5', NULL),
(427, 12, 1, 0, 27, 4, 2022, 0, 0, 0, 7, NULL, NULL, 672796413.474, 271.9, 672796473.474, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train tired read

slept sunny home coffee slept again at walked', NULL, '694293D5C72250DEF7595AFA970181DC', NULL),
(428, 12, 3, 493, 28, 4, 2022, 0, 0, 0, 1, 306, 279, 672829332.779, 1174.5, 672829332.779, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal friends the

chapters with at home at walked', NULL, '2D4F7AE81F6CA4AB9FD373EED6FC3BA8', NULL),
(429, 12, 3, 0, 29, 4, 2022, 0, 0, 0, 1, 307, 280, 672942780.256, 438.8, 672942840.256, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon fine went

at chapters few idea went kids idea home', NULL, '01126BCA0CB053B76393C1247FF706C4', NULL),
(430, 12, 1, 0, 30, 4, 2022, 0, 0, 0, 1, 308, NULL, 673050361.715, 920.2, 673309561.715, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Museum rain friends

few fine kids the tired coffee the', NULL, 'EE23EB42671A7DEA1A871018F660F395', NULL),
(431, 12, 2, 0, 1, 5, 2022, 0, 0, 0, 1, 309, 281, 673061593.664, 899.6, 673061653.664, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Chapters the friends

the a idea read chapters went the went train', NULL, '320B4FD7773944932B51A1FD00BE5A35', NULL),
(432, 12, 5, 824, 3, 5, 2022, 0, 0, 0, 1, 310, 282, 673269353.55, 1262.2, 673272953.55, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Read happy meeting

coffee kids canal afternoon run kids afternoon but went', NULL, '0E65831B8A6645461D57FE9D7155FB07', NULL),
(433, 12, 5, 854, 4, 5, 2022, 0, 0, 0, 1, 311, 283, 673315941.266, 179.4, 673575141.266, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along today but

dinner the museum for few', NULL, '0CC0DE741A4FAE53FC54C3E20E8FEC9E', NULL),
(434, 12, 3, 0, 4, 5, 2022, 0, 0, 1, 2, 312, 284, 673370863.68, 1271.2, 673370863.68, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Few again the

along today chapters rain long meeting', NULL, '1BCE571B10965D0E51C674DC203914F5', NULL),
(435, 12, 1, 70, 6, 5, 2022, 0, 0, 0, 5, 313, 285, 673570065.995, 425.7, 673570065.995, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon sunny chapters

a fine again long long', NULL, '9925B3FB611C2299D418E7E4C1CD8513', NULL),
(436, 12, 3, 793, 9, 5, 2022, 0, 0, 0, 2, 315, 286, 673797027.109, 183.1, 673800627.109, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The a fine

for meeting slept few a kids along happy', NULL, 'AE1E030A03197A59CBC256323639D1F3', NULL),
(437, 12, 2, 0, 12, 5, 2022, 0, 0, 0, 6, 316, 287, 674018386.47, 664.0, 674277586.47, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Garden the long

idea tired with the', NULL, 'BA1C8617AE05A975D6F4E411EE0AC1EA', NULL),
(439, 12, 5, 596, 13, 5, 2022, 0, 0, 0, 1, NULL, NULL, 674162512.312, 614.6, 674421712.312, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The the the

few badly meeting fine long canal walked', NULL, '58DAF18E517FEE5E0D429106137C56F0', NULL),
(440, 12, 2, 781, 15, 5, 2022, 0, 0, 0, 2, 317, 288, 674313671.965, 1023.5, 674572871.965, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea canal kids

run along with tired at the', NULL, '0626FBC39D6ADE84EC225C902525E2D6', NULL),
(441, 12, 1, 0, 15, 5, 2022, 0, 1, 0, 1, 318, 289, 674338595.89, 725.2, 674342195.89, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went train sunny

rain canal with the the idea few happy but', NULL, '2AB66F3585BE4EB653926E52C06CF34E', NULL),
(442, 12, 3, 0, 16, 5, 2022, 0, 0, 0, 6, 319, 291, 674370090.427, 536.6, 674629290.427, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went for kids

long home garden walked', NULL, '3C7EDD553F900F76E3C68852E2744D1E', NULL),
(443, 12, 5, 0, 18, 5, 2022, 0, 0, 0, 3, 320, 293, 674603210.72, 833.9, 674862410.72, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal sunny few

walked kids afternoon', NULL, '00494F793ACF4862E226BEB1656C6449', NULL),
(445, 12, 1, 0, 19, 5, 2022, 0, 0, 0, 2, NULL, NULL, 674695091.886, 971.3, 674695151.886, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal slept for

happy sunny fine with idea dinner run kids', NULL, '2A7E58235683715B562A9DC6C3BE9F68', NULL),
(446, 12, 2, 74, 20, 5, 2022, 0, 0, 0, 7, 321, NULL, 674776721.39, 936.5, 674780321.39, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept museum again

museum happy meeting', NULL, 'DE752D917B02908239551FE808761B01', NULL),
(447, 12, 3, 759, 22, 5, 2022, 0, 0, 0, 1, 322, 294, 674886251.131, 468.4, 674889851.131, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read today went

slept run meeting happy', NULL, '61B1282D9CD6388097D326C15AC62D86', NULL),
(448, 12, 5, 0, 23, 5, 2022, 0, 0, 0, 2, 323, 295, 674961768.322, 1068.3, 674961828.322, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For coffee meeting

dinner museum afternoon rain the', NULL, '15D67C32E9966B97602666EC8AA0211F', NULL),
(449, 12, 1, 0, 24, 5, 2022, 0, 0, 0, 1, 324, 296, 675065467.195, 1164.5, 675324667.195, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Today train the

at with tired read with few badly slept the', NULL, '786479865FCEEEB8E96E117ABD08E2EF', NULL),
(450, 12, 1, 0, 24, 5, 2022, 0, 0, 0, 1, 325, 297, 675121208.731, 81.4, 675380408.731, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The today friends

read run went at today a', NULL, 'C65DC8D2F6596521E3DF4F21637B0BFC', NULL),
(452, 12, 1, 0, 1, 6, 2022, 0, 0, 0, 1, 326, 298, 675803603.395, 1069.7, 676062803.395, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine idea home

sunny walked with few walked tired with sunny chapters', NULL, 'C02EE86CFD333FDC124C62D0B5E5592E', NULL),
(453, 12, 5, 0, 5, 6, 2022, 0, 0, 0, 3, NULL, NULL, 676129626.657, 1248.7, 676129686.657, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Chapters with train

today along a a friends meeting walked with but', NULL, '594C5D1375A823BE9BA22EEE0E80ECC0', NULL),
(454, 12, 1, 0, 5, 6, 2022, 0, 0, 0, 1, NULL, NULL, 676135450.296, 456.7, 676139050.296, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden idea friends

with along walked today read again with', NULL, '2F9462371B09F41F3AB247FDBB92361B', NULL),
(455, 12, 2, 0, 5, 6, 2022, 0, 0, 0, 6, NULL, NULL, 676162931.365, 1026.2, 676162991.365, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Kids run tired

walked at meeting today tired along run', NULL, '1A0D052F241C0CD9D5F454C049CD2281', NULL),
(456, 12, 2, 432, 10, 6, 2022, 0, 0, 0, 1, 327, 299, 676518555.657, 945.8, 676777755.657, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train run the

canal a kids the garden', NULL, 'E82ED6A6458DA40BB6A2576D01928EB6', NULL),
(457, 12, 2, 0, 13, 6, 2022, 0, 0, 0, 2, 328, 300, 676781325.892, 1187.7, 676781325.892, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The afternoon badly

kids at but fine garden again few sunny', NULL, 'B5ED48FD4F79966BC712A4CBBAC1DD87', NULL),
(458, 12, 5, 0, 13, 6, 2022, 0, 0, 0, 1, NULL, NULL, 676828747.185, 184.3, 676832347.185, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Walked meeting long

long along garden the fine read long', NULL, 'B7603E086C57C24B09A2C1F7F9685611', NULL),
(459, 12, 5, 0, 13, 6, 2022, 0, 0, 1, 1, 329, 301, 676844148.375, 1199.8, 676844148.375, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Sunny garden went

train home chapters rain home afternoon read idea', NULL, '16B8479008C4FE3EB2AECDBCCFC43F75', NULL),
(460, 12, 2, 0, 15, 6, 2022, 0, 0, 0, 3, NULL, NULL, 676975880.898, 1097.4, 676979480.898, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy at walked

chapters at went', NULL, '42427F54218D31EEA0AE0472B41AD5D1', NULL),
(461, 12, 1, 0, 17, 6, 2022, 0, 0, 0, 1, 330, 302, 677144925.763, 1077.3, 677148525.763, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A slept happy

tired dinner run train', NULL, 'EC2067CD9375D3D91C3528015AD38A99', NULL),
(462, 12, 2, 316, 20, 6, 2022, 0, 0, 1, 1, 331, 303, 677459241.344, 1041.7, 677459301.344, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train the walked

today train for garden idea train along train', NULL, 'AF85A734851D1F8354C4685799C74C16', NULL),
(463, 12, 5, 514, 21, 6, 2022, 0, 0, 0, 7, 332, 304, 677490602.204, 605.8, 677490662.204, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today read sunny

kids long rain friends chapters', NULL, '55D62509C061CB908891A4EC0A4B5344', NULL),
(464, 12, 1, 0, 27, 6, 2022, 0, 0, 0, 2, 333, 305, 677988261.341, 1319.6, 677988261.341, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along slept museum

walked garden read run home museum museum today', NULL, '9D62849CB2637E725297F2CD066E28AE', NULL),
(465, 12, 5, 0, 27, 6, 2022, 0, 0, 0, 1, 334, 306, 678005004.089, 792.1, 678005004.089, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Fine idea friends

for at sunny badly happy fine but coffee happy', NULL, 'CA9182B701198AD3BF4B32A57C4ED875', NULL),
(466, 12, 5, 0, 27, 6, 2022, 0, 0, 0, 2, 335, 307, 678009550.506, 828.0, 678013150.506, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired meeting coffee

at a went read with meeting', NULL, '00BE94273FCF1A047C513BA5C99012AF', NULL),
(467, 12, 3, 0, 30, 6, 2022, 0, 1, 0, 6, 336, 308, 678254279.455, 210.1, 678254339.455, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today long went

sunny the garden meeting with sunny today idea fine', NULL, '76434E934D07E10795A1FB285795457C', NULL),
(468, 12, 2, 0, 1, 7, 2022, 0, 0, 1, 1, 337, 309, 678403267.763, 230.5, 678403327.763, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Read along chapters

home museum along rain tired few coffee meeting again', NULL, 'AAF7CB9D87283BB387E469D80B36CA51', NULL),
(469, 12, 3, 0, 2, 7, 2022, 0, 0, 0, 1, NULL, NULL, 678416434.633, 524.8, 678416494.633, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Train meeting run

a canal the but few idea friends today', NULL, '2FFC65310DF60459F1B2929158EE800F', NULL),
(470, 12, 1, 258, 2, 7, 2022, 0, 0, 0, 1, 338, 310, 678493885.289, 872.4, 678753085.289, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# But sunny today

idea rain run idea a few again afternoon walked', NULL, 'B77182CAEB47D85EC7A6B4B50719EE91', NULL),
(471, 12, 1, 0, 3, 7, 2022, 0, 0, 0, 1, NULL, NULL, 678510883.955, 609.5, 678770083.955, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# At went tired

sunny today the', NULL, 'F06B3C23A2F0327E0B44DB6AB4DA32C3', NULL),
(472, 12, 2, 0, 5, 7, 2022, 0, 0, 0, 1, 339, 311, 678692059.467, 35.9, 678951259.467, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids dinner afternoon

the meeting garden rain', NULL, 'A5A5B8B062D70A305E5F99D9A9FF9CC4', NULL),
(473, 12, 3, 0, 5, 7, 2022, 0, 0, 0, 6, NULL, NULL, 678747666.447, 677.3, 678751266.447, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept dinner the

friends at went sunny idea coffee dinner', NULL, '2119464A87ABE7222D6BA6474062ECF7', NULL),
(474, 12, 5, 0, 7, 7, 2022, 0, 0, 0, 3, 340, 312, 678878673.711, 819.7, 678878733.711, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Along dinner chapters

tired home but again home happy', NULL, '111BA6A130D000C0A2734F533E4C0631', NULL),
(475, 12, 5, 0, 7, 7, 2022, 0, 0, 1, 1, 341, 313, 678882660.227, 983.1, 678882720.227, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The train at

tired badly home slept run but again again', NULL, '3D333D390F85D6704A412653F3EAED05', NULL),
(476, 12, 5, 0, 12, 7, 2022, 0, 0, 0, 1, 342, 314, 679295250.3, 751.0, 679298850.3, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Rain canal dinner

home but friends along kids', NULL, 'D2194F98F7E318C43DC81C40A0ECDA72', NULL),
(477, 12, 5, 0, 13, 7, 2022, 0, 0, 0, 7, 343, 315, 679375665.447, 1157.3, 679375725.447, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again fine train

a the the sunny happy happy along today', NULL, 'E8079ADBED456938CF127A4823CE44AA', NULL),
(478, 12, 1, 0, 17, 7, 2022, 0, 0, 0, 6, NULL, NULL, 679760454.798, 959.0, 679760454.798, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With coffee museum

run friends rain the a chapters train for', NULL, 'A9B1DD45E8ABD9EC1661CDDDE40D3B95', NULL),
(479, 12, 2, 416, 18, 7, 2022, 0, 0, 0, 1, 344, 316, 679849089.899, 46.2, 679852689.899, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again walked happy

along along dinner happy the', NULL, '3D8FC14CC86DC85141D83C777625B8D1', NULL),
(480, 12, 1, 213, 19, 7, 2022, 0, 0, 0, 3, 345, NULL, 679909763.454, 582.3, 679913363.454, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long read tired

dinner few at along for but along', NULL, '68E3B54D638171B48B90C28B122F55AE', NULL),
(481, 12, 5, 0, 19, 7, 2022, 0, 0, 0, 1, 346, NULL, 679949251.473, 1072.0, 679952851.473, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Run garden went

walked garden badly for museum idea', NULL, 'B8D164F60303DA5F2614756C8AC325C7', NULL),
(482, 12, 5, 192, 22, 7, 2022, 0, 0, 0, 1, 347, 317, 680190684.644, 1297.3, 680449884.644, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Tired today kids

rain a dinner', NULL, '40F9DF3AFA6A2A2E1A4E5C3F7866AE9C', NULL),
(483, 12, 1, 0, 23, 7, 2022, 0, 0, 0, 1, 348, 318, 680267872.611, 1274.4, 680267932.611, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends today for

went went but walked canal went for the meeting', NULL, '6B00AAEC84C5456C4CB5670710772C61', NULL),
(484, 12, 2, 0, 25, 7, 2022, 0, 0, 0, 1, NULL, NULL, 680439985.102, 596.3, 680440045.102, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The a coffee

for train the at for with', NULL, '96083111FB1ECF8FE450DF29109AC3CD', NULL),
(485, 12, 2, 0, 25, 7, 2022, 0, 0, 0, 6, NULL, NULL, 680441841.487, 573.0, 680441841.487, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few along happy

home dinner read', NULL, 'CD54D54A5C68BFB9D2135F670A4FE93B', NULL),
(486, 12, 5, 0, 27, 7, 2022, 0, 0, 0, 1, 349, 319, 680589105.628, 464.9, 680848305.628, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# But afternoon for

coffee rain the dinner', NULL, '8378B5FD4C21E1BD36D311DACD8379CF', NULL),
(487, 12, 3, 0, 29, 7, 2022, 0, 0, 0, 1, 350, 320, 680751269.512, 118.0, 680751269.512, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Few train for

happy slept museum', NULL, '040D7FDAE7B363FCB9A9DBC5C6330636', NULL),
(488, 12, 3, 0, 30, 7, 2022, 0, 0, 0, 1, 351, 321, 680838547.407, 912.0, 680838547.407, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The garden again

but rain a happy canal', NULL, '0821E266AB250E26BC41814839560B74', NULL),
(489, 12, 2, 0, 30, 7, 2022, 0, 0, 0, 1, NULL, NULL, 680869183.302, 321.3, 680869243.302, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Sunny read today

the walked run train meeting again rain the', NULL, '15E423B6B82330C5CF969FB638553D63', NULL),
(490, 12, 3, 0, 1, 8, 2022, 0, 0, 0, 1, 352, 322, 681015562.647, 697.2, 681015562.647, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read canal with

slept rain for chapters', NULL, '04553F5539FC44EC2A2BB4FC2DB3B7B4', NULL),
(491, 12, 5, 545, 2, 8, 2022, 1, 1, 0, 1, NULL, NULL, 681120391.466, 535.7, 681120391.466, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters long home

sunny museum chapters at at idea tired', NULL, '0F43299882A8980D56E4C2B662908DB7', NULL),
(492, 12, 5, 189, 2, 8, 2022, 0, 0, 0, 1, NULL, NULL, 681130279.845, 51.5, 681130279.845, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain chapters dinner

sunny the tired home badly', NULL, '1C16303FBA3B524845FC9B4B094DFF5A', NULL),
(494, 12, 3, 0, 2, 8, 2022, 0, 0, 0, 1, 353, 323, 681164384.333, 579.7, 681167984.333, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Happy at sunny

idea garden at at idea', NULL, '7DD7885E489CEA2F5391CB1B98AF95CC', NULL),
(495, 12, 5, 0, 9, 8, 2022, 0, 0, 0, 1, NULL, NULL, 681699563.844, 1085.9, 681958763.844, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read at but

coffee rain fine kids run tired along', NULL, 'A16980B8409D1782E72C9ED33A182C74', NULL),
(496, 12, 5, 0, 10, 8, 2022, 0, 1, 0, 1, 354, 324, 681793416.623, 796.7, 681793416.623, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Canal coffee home

the along home idea idea garden few the the', NULL, 'E9CC0D262238098AA3D0A4DD50613EC5', NULL),
(497, 12, 5, 0, 15, 8, 2022, 1, 0, 0, 1, 355, 325, 682228860.59, 713.3, 682232460.59, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden today long

badly meeting few the canal meeting canal', NULL, 'D1B895B5F275C0CDD75F3E2C57F39D7E', NULL),
(498, 12, 3, 0, 19, 8, 2022, 0, 0, 1, 5, 356, 326, 682600429.361, 1200.1, 682600489.361, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again garden meeting

for the at', NULL, '968954A15D52F5B9F26C33C96048EA6A', NULL),
(499, 12, 5, 0, 19, 8, 2022, 0, 0, 0, 1, NULL, NULL, 682612920.088, 529.3, 682872120.088, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters the idea

coffee garden few', NULL, 'ECC7F4D6FF16EEB824E08B6399116F06', NULL),
(500, 12, 2, 0, 19, 8, 2022, 0, 0, 0, 2, NULL, NULL, 682638659.444, 1049.8, 682638719.444, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Afternoon few fine

sunny slept today', NULL, '1900960048F11E0C770CB737FD7A3092', NULL),
(501, 12, 3, 0, 21, 8, 2022, 0, 0, 0, 1, 357, 327, 682735020.385, 1182.0, 682735080.385, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Meeting rain idea

again fine went', NULL, '539393994AF7834C6B01199ED752A0C7', NULL),
(502, 12, 2, 0, 21, 8, 2022, 0, 0, 0, 3, 358, 328, 682750262.213, 253.0, 682750322.213, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon fine home

tired read long for', NULL, '16D1625A9E1CB73C0FF6BACECFF18571', NULL),
(503, 12, 1, 0, 21, 8, 2022, 0, 0, 0, 6, 359, 329, 682776042.001, 363.2, 683035242.001, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With idea the

for coffee friends today the few fine sunny walked', NULL, '469008531A1D449601C03676A92F73C4', NULL),
(504, 12, 1, 0, 23, 8, 2022, 0, 0, 0, 5, 360, 331, 682941466.628, 263.8, 682941526.628, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For rain coffee

coffee rain the went coffee went friends', NULL, '2C7F347BF7EF460D1BDAE6B4C6EF4177', NULL),
(505, 12, 2, 315, 29, 8, 2022, 0, 0, 0, 1, NULL, NULL, 683499743.679, 1092.5, 683503343.679, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Today run read

run canal meeting walked garden with', NULL, 'D6E8C74CD772C38262C2A6E269CCE153', NULL),
(506, 12, 1, 0, 30, 8, 2022, 0, 0, 0, 6, 361, 332, 683512156.569, 394.3, 683512216.569, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Friends canal happy

fine tired meeting slept tired with', NULL, '38D83BDE8C1DAE36E7180F0C6395135F', NULL),
(507, 12, 2, 0, 30, 8, 2022, 0, 0, 0, 1, NULL, NULL, 683535396.499, 22.8, 683794596.499, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read for a

friends garden again along the a walked today', NULL, 'E1B1947A4042EEF4C784E62151A60137', NULL),
(509, 12, 5, 0, 30, 8, 2022, 0, 0, 0, 1, 362, 333, 683549513.626, 599.6, 683549573.626, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# The long a

kids with meeting', NULL, '79BAFA168BC5002046D4EAE07DDEC8FD', NULL),
(510, 12, 2, 0, 30, 8, 2022, 0, 0, 0, 1, 363, 334, 683593713.572, 231.1, 683593713.572, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A the museum

train train read walked few the along home', NULL, 'B1190E2BE8BF7F03501AB7472CFE7E2E', NULL),
(511, 12, 2, 0, 2, 9, 2022, 0, 0, 0, 1, 364, 335, 683832403.606, 228.4, 683832463.606, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Slept but kids

today run museum sunny slept', NULL, '1EFE81DCC55EF0155A2A987CDF6B195A', NULL),
(513, 12, 5, 528, 5, 9, 2022, 0, 0, 0, 2, NULL, NULL, 684097884.329, 1122.1, 684097944.329, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters meeting the

train walked read friends slept kids badly', NULL, '05B04CC4635B891C757BB5CDDA5EC26D', NULL),
(514, 12, 2, 331, 6, 9, 2022, 0, 0, 0, 7, 367, 337, 684157503.127, 331.8, 684157563.127, 'Jana’s iPad', 'iPad13,1', 'iPad', 'iPadOS', '17.4', '# Tired idea a

the few afternoon walked run walked kids idea', NULL, '853379D4C4125A5ED4DC11185117DF04', NULL),
(515, 12, 5, 0, 6, 9, 2022, 0, 0, 0, 1, NULL, NULL, 684179560.032, 1252.0, 684438760.032, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Few chapters the

coffee garden afternoon tired run went', NULL, '1C05C9C3DCE0ABA14CE547996E07EE80', NULL),
(516, 12, 1, 0, 7, 9, 2022, 0, 0, 0, 1, 368, 338, 684209928.41, 1215.3, 684469128.41, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired the again

the canal meeting', NULL, 'F12558BF727AC6EF79118B7BDBE30641', NULL),
(517, 12, 3, 0, 10, 9, 2022, 0, 0, 0, 1, 369, 339, 684466763.776, 778.7, 684466823.776, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A chapters canal

for a train today', NULL, '7685945D44D1314DFA13964B5E1CD4C2', NULL),
(518, 12, 1, 0, 11, 9, 2022, 0, 0, 0, 1, 370, 340, 684583407.53, 374.1, 684842607.53, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Rain afternoon happy

canal few but for again home friends fine rain', NULL, '556EB4174D72AD523C7E48285C67D16D', NULL),
(519, 12, 2, 0, 12, 9, 2022, 0, 0, 0, 1, 371, 341, 684639259.015, 834.0, 684639259.015, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Chapters the happy

idea happy garden fine meeting home kids', NULL, 'C9BC9607CA7B9993E006BC9571E4D64B', NULL),
(520, 12, 2, 520, 13, 9, 2022, 0, 0, 0, 2, 372, 342, 684771272.845, 89.1, 684771332.845, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Afternoon train the

home train the run run', NULL, '1DE486D349B738006C822FFC871F6F66', NULL),
(521, 12, 5, 439, 13, 9, 2022, 0, 0, 0, 1, 373, 343, 684774829.539, 1178.8, 684774829.539, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Run a again

train the rain rain at today today', NULL, '39DC0208A6AB5AF8F1B2ACCA93129D00', NULL),
(522, 12, 2, 0, 14, 9, 2022, 0, 0, 0, 7, 374, 344, 684838897.14, 941.4, 684838957.14, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again the coffee

coffee badly garden today run coffee at', NULL, '2EF8C4430276C41B295E330DBB4DA6BC', NULL),
(523, 12, 1, 0, 16, 9, 2022, 0, 0, 0, 1, 375, 345, 685047503.061, 822.2, 685047563.061, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain went along

train read museum badly with few', NULL, '1098541DA8D21B306B17B622481E3760', NULL),
(524, 12, 2, 0, 17, 9, 2022, 0, 0, 0, 1, 376, 346, 685086235.741, 325.9, 685345435.741, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Chapters afternoon for

museum rain walked', NULL, '1F87FA123E20EB548E41373196E0BF21', NULL),
(525, 12, 2, 0, 20, 9, 2022, 0, 0, 0, 6, 378, 347, 685351146.569, 143.3, 685354746.569, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain read happy

the train again badly today went the tired slept', NULL, '282DC767B14E030F80CAF777F6D829A1', NULL),
(526, 12, 2, 0, 22, 9, 2022, 0, 0, 0, 1, 379, 348, 685521825.54, 193.8, 685525425.54, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The friends again

the friends rain sunny run', NULL, '43D06F3E0441689373C9348562687CD5', NULL),
(527, 12, 2, 705, 23, 9, 2022, 0, 0, 0, 3, NULL, NULL, 685630215.861, 832.4, 685633815.861, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A the run

today at meeting afternoon meeting happy kids walked idea', NULL, '6E8D09B738894C3B01B2AF6DAE5C4213', NULL),
(528, 12, 3, 0, 23, 9, 2022, 0, 0, 0, 1, NULL, NULL, 685661301.318, 450.5, 685661361.318, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids long rain

badly today long afternoon long rain', NULL, '7BADBD015B5A5FF8901B5CB574FEF0FE', NULL),
(529, 12, 3, 257, 24, 9, 2022, 0, 0, 0, 2, 381, 349, 685675998.054, 1182.4, 685679598.054, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Idea happy slept

long coffee coffee fine kids the chapters the a', NULL, '7DE21AF06951735427303BCD5BBDADD4', NULL),
(530, 12, 3, 0, 24, 9, 2022, 0, 0, 0, 6, NULL, NULL, 685729298.634, 337.1, 685729358.634, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# But run sunny

for the dinner museum train', NULL, 'C32C31D8A4BD4BB0BAEFCF00FFAB2166', NULL),
(531, 12, 3, 0, 26, 9, 2022, 0, 0, 0, 1, 382, 350, 685860294.028, 678.6, 686119494.028, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Along today long

at rain again went meeting badly the', NULL, 'E4276BD3CC03C3A7066701BE0D22EE2C', NULL),
(532, 12, 3, 0, 28, 9, 2022, 0, 0, 0, 1, 383, 351, 686066975.708, 1312.4, 686066975.708, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went the slept

the walked canal again went coffee tired friends', NULL, '7FBCE62DE66B2721ADDF0E6D8F7C5B5A', NULL),
(533, 12, 3, 0, 29, 9, 2022, 0, 1, 0, 3, 384, 352, 686106646.966, 1154.3, 686110246.966, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Today canal for

slept chapters home friends train the friends', NULL, '92BCD6AF5CA974AB3343141C32E1535E', NULL),
(535, 12, 5, 0, 5, 10, 2022, 0, 0, 0, 3, NULL, NULL, 686695936.188, 598.3, 686699536.188, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Garden slept fine

the at canal', NULL, '72639149F305A3D645CE1BCCA98C1B03', NULL),
(536, 12, 1, 472, 6, 10, 2022, 0, 0, 0, 1, 385, 353, 686761066.469, 1050.3, 686761126.469, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Rain the again

at read the few train sunny read badly went', NULL, '6C9E50DAD54591B6EA9FF89EFE8066D9', NULL),
(537, 12, 3, 328, 8, 10, 2022, 0, 0, 0, 1, 386, 354, 686899350.403, 429.7, 686902950.403, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# For at idea

coffee rain the fine along rain read along meeting', NULL, '15108FA853CF143D8A7CAB481B68093B', NULL),
(538, 12, 3, 0, 8, 10, 2022, 0, 0, 0, 1, 387, 355, 686939383.773, 1277.3, 686939443.773, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Long run rain

idea rain run but but', NULL, '77B1810DC02C21F077EB8D33CCF424B7', NULL),
(539, 12, 3, 0, 10, 10, 2022, 0, 0, 0, 1, 388, 356, 687063016.2, 16.7, 687322216.2, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Sunny idea tired

fine rain museum few walked chapters rain along afternoon', NULL, '2AA8DD8B4F0BC21A623A1A92CB01B61D', NULL),
(540, 12, 2, 0, 10, 10, 2022, 0, 0, 0, 1, NULL, NULL, 687104866.261, 617.9, 687364066.261, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# A with dinner

rain long the afternoon few', NULL, 'EA213087E4FBC3477321C9FEAA175BCD', NULL),
(541, 12, 3, 0, 10, 10, 2022, 0, 0, 0, 1, NULL, NULL, 687123892.821, 392.5, 687123952.821, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# Home fine for

a museum meeting but happy along again', NULL, '558744EA93A1E2CD2246B0E7CC694EFF', NULL),
(543, 12, 1, 0, 13, 10, 2022, 0, 0, 1, 1, 389, NULL, 687334528.496, 1051.3, 687334528.496, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Read along tired

a fine the dinner coffee few happy fine', NULL, '0F13D70D374A3460551C6554AC946E79', NULL),
(544, 12, 5, 0, 13, 10, 2022, 0, 0, 0, 2, 390, 357, 687383932.355, 182.5, 687387532.355, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Again tired with

with read meeting again idea idea rain canal', NULL, 'D15538B48BEA9DF744398FF1E15D19C9', NULL),
(545, 12, 1, 0, 14, 10, 2022, 0, 0, 0, 1, 391, 358, 687400303.288, 431.6, 687400303.288, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# With the slept

along train but canal friends went idea happy', NULL, 'FCE87E5E824311C340F5F41657A590DA', NULL),
(546, 12, 5, 780, 14, 10, 2022, 0, 0, 1, 1, 392, 359, 687429663.092, 697.4, 687429723.092, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# The slept but

read garden home', NULL, 'D60FB525C7D5DED5DB8A5E853DD3447B', NULL),
(547, 12, 5, 0, 15, 10, 2022, 0, 0, 0, 1, 393, 360, 687517306.012, 319.1, 687776506.012, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired walked few

but home chapters afternoon', NULL, 'B0A264ECDEE8A59D4FA9D409ACFF7023', NULL),
(548, 12, 3, 0, 15, 10, 2022, 0, 0, 0, 6, 394, 361, 687520889.845, 352.3, 687780089.845, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Went coffee canal

museum rain a tired meeting', NULL, 'E4E63D8DB58514CC5A795E6D62F4D4EB', NULL),
(550, 12, 3, 0, 15, 10, 2022, 0, 0, 0, 1, 395, 362, 687524078.875, 443.5, 687524078.875, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Kids rain a

a the home chapters again home afternoon canal', NULL, '2911C17F88D899BE5E58F68A4B9D5E3D', NULL),
(551, 12, 2, 0, 17, 10, 2022, 0, 0, 1, 1, 396, 363, 687675235.405, 1173.0, 687678835.405, 'MacBook Pro', 'MacBookPro18,3', 'MacBook Pro', 'macOS', '14.4', '# With today rain

friends run garden rain afternoon sunny', NULL, '6287ADB3FADDCFF348FAE1B59F873D7F', NULL),
(552, 12, 1, 0, 17, 10, 2022, 0, 0, 0, 6, 397, 364, 687692443.603, 976.2, 687951643.603, 'Jana’s iPhone', 'iPhone14,5', 'iPhone', 'iOS', '17.4.1', '# Tired but museum

run run idea along the badly rain', NULL, 'F01A1B5A10B132008C515287885D284B', NULL);
INSERT INTO ZWEATHER (Z_PK, Z_ENT, Z_OPT, ZENTRY, ZMOONPHASE, ZPRESSUREMB, ZRELATIVEHUMIDITY, ZSUNRISEDATE, ZSUNSETDATE, ZTEMPERATURECELSIUS, ZVISIBILITYKM, ZWINDBEARING, ZWINDSPEEDKPH, ZCONDITIONSDESCRIPTION, ZMOONPHASECODE, ZWEATHERCODE, ZWEATHERSERVICENAME) VALUES
(1, 52, 1, 1, 0.662, 1002.8, 0.97, 631176943.0, 631223540.0, 24.7, 3.6, 216.0, 29.1, 'Clear', 'waning-crescent', 'clear-day', 'Dark Sky'),
(2, 52, 1, 7, 0.698, 1000.7, 0.64, 631611937.0, 631657413.0, 13.5, 13.8, 127.0, 13.8, 'Cloudy', 'full-moon', 'cloudy', 'Apple Weather'),
(3, 52, 1, 9, 0.375, 997.5, 0.93, 632039708.0, 632075044.0, 29.7, 5.2, 216.0, 2.5, 'Fog', 'full-moon', 'fog', 'Apple Weather'),
(4, 52, 1, 10, 0.34, 1008.4, 0.89, 632214746.0, 632257024.0, 22.5, 4.7, 319.0, 19.1, 'Fog', 'waning-crescent', 'fog', 'Dark Sky'),
(5, 52, 1, 11, 0.992, 1017.5, 0.38, 632212183.0, 632263409.0, 7.8, 3.0, 343.0, 15.8, 'Light Rain', 'new-moon', 'rain', 'Apple Weather'),
(6, 52, 1, 12, 0.89, 1022.6, 0.6, 632297949.0, 632347954.0, -3.1, 4.1, 266.0, 12.6, 'Cloudy', 'new-moon', 'cloudy', 'Apple Weather'),
(7, 52, 1, 13, 0.024, 1022.9, 0.68, 632297737.0, 632342411.0, 27.5, 5.1, 208.0, 8.4, 'Fog', 'waning-crescent', 'fog', 'Visual Crossing'),
(8, 52, 1, 15, 0.051, 1028.6, 0.91, 632646664.0, 632684477.0, 7.1, 14.0, 317.0, 2.0, 'Snow', 'full-moon', 'snow', 'Visual Crossing'),
(9, 52, 1, 16, 0.73, 1012.0, 0.91, 632727808.0, 632767100.0, 4.2, 14.0, 235.0, 18.3, 'Clear', 'waning-crescent', 'clear-day', 'Visual Crossing'),
(10, 52, 1, 17, 0.916, 995.9, 0.56, 632725374.0, 632769145.0, 23.8, 3.5, 5.0, 8.0, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Dark Sky'),
(11, 52, 1, 18, 0.99, 1024.6, 0.63, 632734227.0, 632773965.0, 1.9, 15.5, 120.0, 1.4, 'Clear', 'waxing-gibbous', 'clear-night', 'Dark Sky'),
(13, 52, 1, 19, 0.178, 1012.4, 0.62, 632901046.0, 632941933.0, 0.8, 6.3, 58.0, 27.5, 'Cloudy', 'full-moon', 'cloudy', 'Dark Sky'),
(14, 52, 1, 20, 0.183, 1016.7, 0.46, 632993569.0, 633037408.0, 1.1, 14.2, 305.0, 20.9, 'Rain', 'first-quarter', 'rain', 'Apple Weather'),
(15, 52, 1, 25, 0.621, 995.4, 0.71, 633944690.0, 633990344.0, 2.9, 13.3, 60.0, 13.8, 'Rain', 'waxing-gibbous', 'rain', 'Dark Sky'),
(16, 52, 1, 27, 0.956, 1023.6, 0.9, 634028191.0, 634076518.0, -3.7, 5.6, 52.0, 6.4, 'Fog', 'first-quarter', 'fog', 'Dark Sky'),
(17, 52, 1, 29, 0.296, 998.9, 0.57, 634282018.0, 634331156.0, 14.7, 6.3, 133.0, 22.2, 'Fog', 'full-moon', 'fog', 'Dark Sky'),
(18, 52, 1, 31, 0.361, 1019.2, 0.41, 634374232.0, 634420224.0, 4.2, 5.2, 57.0, 7.8, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Dark Sky'),
(19, 52, 1, 34, 0.287, 1015.0, 0.75, 634542984.0, 634585150.0, 6.3, 15.9, 222.0, 9.2, 'Snow', 'waxing-gibbous', 'snow', 'Visual Crossing'),
(20, 52, 1, 35, 0.862, 1012.3, 0.58, 634713224.0, 634767069.0, 29.8, 11.8, 269.0, 18.3, 'Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(21, 52, 1, 36, 0.179, 1016.2, 0.35, 634802234.0, 634844882.0, 24.3, 5.7, 207.0, 20.4, 'Clear', 'new-moon', 'clear-night', 'Visual Crossing'),
(23, 52, 1, 40, 0.206, 1013.5, 0.52, 635153551.0, 635186326.0, 1.6, 2.2, 306.0, 24.7, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Dark Sky'),
(24, 52, 1, 42, 0.549, 1026.0, 0.72, 635317511.0, 635369930.0, 23.4, 12.0, 211.0, 9.8, 'Clear', 'full-moon', 'clear-night', 'Dark Sky'),
(25, 52, 1, 44, 0.262, 996.5, 0.43, 635837947.0, 635891020.0, 11.7, 4.5, 164.0, 15.1, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Visual Crossing'),
(26, 52, 1, 45, 0.289, 1028.8, 0.56, 635838410.0, 635882141.0, 7.2, 12.3, 127.0, 24.3, 'Light Rain', 'new-moon', 'rain', 'Visual Crossing'),
(27, 52, 1, 47, 0.856, 1014.0, 0.58, 636014795.0, 636058666.0, 3.3, 5.2, 342.0, 14.6, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Dark Sky'),
(28, 52, 1, 48, 0.323, 996.1, 0.52, 636013187.0, 636054873.0, 26.9, 4.6, 27.0, 7.9, 'Cloudy', 'first-quarter', 'cloudy', 'Visual Crossing'),
(29, 52, 1, 50, 0.72, 1026.2, 0.97, 636094940.0, 636138091.0, 0.2, 12.4, 140.0, 13.4, 'Rain', 'first-quarter', 'rain', 'Dark Sky'),
(30, 52, 1, 51, 0.374, 1026.5, 0.72, 636190291.0, 636239259.0, 8.9, 14.8, 147.0, 22.7, 'Clear', 'new-moon', 'clear-day', 'Apple Weather'),
(31, 52, 1, 52, 0.082, 999.5, 0.57, 636272096.0, 636312332.0, 6.1, 4.8, 187.0, 6.1, 'Fog', 'first-quarter', 'fog', 'Apple Weather'),
(32, 52, 1, 53, 0.911, 1026.4, 0.42, 636362674.0, 636407440.0, 4.8, 2.8, 241.0, 3.3, 'Snow', 'first-quarter', 'snow', 'Apple Weather'),
(33, 52, 1, 54, 0.059, 1022.2, 0.84, 636356525.0, 636393701.0, 1.1, 6.5, 108.0, 3.5, 'Cloudy', 'new-moon', 'cloudy', 'Visual Crossing'),
(34, 52, 1, 58, 0.861, 1021.2, 0.97, 636794669.0, 636839752.0, 26.0, 6.2, 109.0, 3.6, 'Fog', 'waxing-gibbous', 'fog', 'Apple Weather'),
(35, 52, 1, 59, 0.165, 1011.3, 0.73, 636879034.0, 636929047.0, 10.8, 15.0, 205.0, 12.0, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Visual Crossing'),
(36, 52, 1, 60, 0.112, 1014.0, 0.59, 637052272.0, 637086891.0, 6.2, 11.2, 45.0, 2.3, 'Snow', 'waxing-gibbous', 'snow', 'Visual Crossing'),
(37, 52, 1, 61, 0.218, 1013.1, 0.67, 637131782.0, 637181140.0, 29.3, 13.9, 249.0, 4.9, 'Light Rain', 'full-moon', 'rain', 'Dark Sky'),
(38, 52, 1, 66, 0.568, 998.7, 0.42, 637744864.0, 637779578.0, 6.0, 14.1, 82.0, 5.7, 'Fog', 'waning-crescent', 'fog', 'Dark Sky'),
(40, 52, 1, 68, 0.72, 1025.0, 0.81, 638168670.0, 638216402.0, 1.5, 10.7, 60.0, 3.5, 'Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(41, 52, 1, 71, 0.203, 1024.6, 0.85, 638427609.0, 638480931.0, 7.8, 6.6, 233.0, 14.8, 'Snow', 'waxing-gibbous', 'snow', 'Dark Sky'),
(42, 52, 1, 72, 0.514, 1004.3, 0.58, 638521139.0, 638553905.0, 1.3, 13.9, 114.0, 4.5, 'Cloudy', 'waning-crescent', 'cloudy', 'Dark Sky'),
(43, 52, 1, 73, 0.218, 1014.3, 0.39, 638516732.0, 638554542.0, -0.3, 4.8, 235.0, 4.3, 'Fog', 'new-moon', 'fog', 'Visual Crossing'),
(44, 52, 1, 77, 0.253, 1013.0, 0.93, 638867300.0, 638899614.0, 16.6, 3.9, 109.0, 4.0, 'Light Rain', 'waxing-gibbous', 'rain', 'Dark Sky'),
(45, 52, 1, 79, 0.983, 1025.0, 0.55, 638946498.0, 638998172.0, 18.8, 11.5, 307.0, 10.7, 'Clear', 'new-moon', 'clear-day', 'Visual Crossing'),
(46, 52, 1, 80, 0.397, 1017.1, 0.37, 638951436.0, 638993995.0, 3.6, 14.9, 97.0, 10.4, 'Clear', 'waxing-gibbous', 'clear-night', 'Dark Sky'),
(47, 52, 1, 81, 0.413, 1011.3, 0.82, 639036517.0, 639075104.0, 29.4, 5.1, 316.0, 22.0, 'Rain', 'waning-crescent', 'rain', 'Apple Weather'),
(48, 52, 1, 84, 0.427, 1021.9, 0.88, 639552492.0, 639607937.0, 8.5, 4.1, 76.0, 19.6, 'Rain', 'first-quarter', 'rain', 'Visual Crossing'),
(49, 52, 1, 85, 0.05, 1011.7, 0.94, 639553755.0, 639602834.0, 22.1, 2.0, 263.0, 8.4, 'Clear', 'waning-crescent', 'clear-day', 'Dark Sky'),
(50, 52, 1, 86, 0.595, 1026.8, 0.84, 639730490.0, 639770091.0, 29.8, 9.6, 28.0, 10.9, 'Cloudy', 'waning-crescent', 'cloudy', 'Dark Sky'),
(51, 52, 1, 87, 0.504, 1000.6, 0.81, 639810904.0, 639865288.0, 6.5, 6.9, 325.0, 21.3, 'Clear', 'waning-crescent', 'clear-day', 'Apple Weather'),
(52, 52, 1, 88, 0.098, 999.6, 0.78, 639901594.0, 639950919.0, 26.1, 3.3, 97.0, 16.7, 'Cloudy', 'full-moon', 'cloudy', 'Apple Weather'),
(54, 52, 1, 89, 0.87, 1023.7, 0.4, 639988536.0, 640031800.0, 30.3, 4.9, 214.0, 14.3, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Visual Crossing'),
(55, 52, 1, 90, 0.645, 1021.4, 0.45, 640071934.0, 640114286.0, 1.4, 11.0, 187.0, 15.4, 'Clear', 'waxing-gibbous', 'clear-day', 'Apple Weather'),
(56, 52, 1, 91, 0.542, 1027.7, 0.67, 640243238.0, 640295962.0, 20.4, 7.6, 236.0, 8.3, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Visual Crossing'),
(57, 52, 1, 92, 0.572, 1025.3, 0.5, 640249931.0, 640283468.0, -2.5, 10.2, 164.0, 17.0, 'Rain', 'first-quarter', 'rain', 'Dark Sky'),
(58, 52, 1, 93, 0.764, 1008.3, 0.47, 640330226.0, 640379476.0, 13.5, 6.2, 185.0, 1.4, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Apple Weather'),
(59, 52, 1, 97, 0.456, 1004.3, 0.59, 640417616.0, 640459202.0, 17.5, 11.0, 267.0, 25.2, 'Snow', 'first-quarter', 'snow', 'Visual Crossing'),
(60, 52, 1, 99, 0.031, 1027.8, 0.63, 640509923.0, 640551238.0, 3.0, 6.2, 283.0, 16.7, 'Clear', 'new-moon', 'clear-night', 'Dark Sky'),
(61, 52, 1, 100, 0.639, 1023.9, 0.46, 640596386.0, 640640634.0, 14.3, 2.3, 270.0, 11.0, 'Clear', 'new-moon', 'clear-day', 'Apple Weather'),
(62, 52, 1, 101, 0.513, 1001.3, 0.75, 640768442.0, 640809791.0, 2.9, 13.7, 311.0, 20.2, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Apple Weather'),
(63, 52, 1, 102, 0.389, 999.4, 0.93, 640941542.0, 640974052.0, 20.0, 14.3, 349.0, 29.9, 'Fog', 'waning-crescent', 'fog', 'Dark Sky'),
(64, 52, 1, 105, 0.727, 1001.1, 0.92, 641200523.0, 641244302.0, 0.8, 6.7, 63.0, 20.5, 'Light Rain', 'waning-crescent', 'rain', 'Apple Weather'),
(65, 52, 1, 106, 0.042, 1005.7, 0.85, 641457919.0, 641508357.0, 26.9, 2.3, 16.0, 8.5, 'Cloudy', 'first-quarter', 'cloudy', 'Visual Crossing'),
(66, 52, 1, 108, 0.61, 998.1, 0.37, 641633147.0, 641683391.0, -1.4, 3.6, 346.0, 22.7, 'Clear', 'first-quarter', 'clear-night', 'Dark Sky'),
(67, 52, 1, 109, 0.157, 1015.9, 0.77, 641624411.0, 641678935.0, 19.2, 4.3, 246.0, 23.2, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Visual Crossing'),
(68, 52, 1, 110, 0.077, 999.7, 0.88, 641715755.0, 641753358.0, 29.4, 7.1, 167.0, 10.6, 'Light Rain', 'first-quarter', 'rain', 'Apple Weather'),
(70, 52, 1, 112, 0.444, 1021.0, 0.71, 641885916.0, 641935249.0, 11.9, 6.0, 298.0, 20.2, 'Fog', 'waning-crescent', 'fog', 'Visual Crossing'),
(71, 52, 1, 113, 0.061, 998.7, 0.55, 642148674.0, 642199671.0, -0.3, 7.5, 201.0, 24.2, 'Light Rain', 'full-moon', 'rain', 'Visual Crossing'),
(72, 52, 1, 114, 0.902, 1009.0, 0.67, 642234471.0, 642277035.0, -2.1, 5.2, 301.0, 20.2, 'Rain', 'full-moon', 'rain', 'Visual Crossing'),
(73, 52, 1, 116, 0.566, 999.1, 0.43, 642576119.0, 642624245.0, 11.0, 8.0, 287.0, 12.1, 'Fog', 'waxing-gibbous', 'fog', 'Visual Crossing'),
(74, 52, 1, 117, 0.792, 1009.9, 0.82, 642667399.0, 642717485.0, 20.7, 13.6, 260.0, 10.5, 'Clear', 'first-quarter', 'clear-night', 'Visual Crossing'),
(75, 52, 1, 119, 0.141, 1018.4, 0.67, 642842089.0, 642877795.0, 4.4, 7.3, 264.0, 11.9, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Dark Sky'),
(77, 52, 1, 125, 0.717, 1004.6, 0.56, 643272295.0, 643324032.0, 19.1, 2.7, 283.0, 16.3, 'Snow', 'waxing-gibbous', 'snow', 'Dark Sky'),
(78, 52, 1, 127, 0.281, 1015.5, 0.36, 643533678.0, 643574254.0, 26.9, 14.2, 221.0, 5.2, 'Snow', 'waxing-gibbous', 'snow', 'Dark Sky'),
(80, 52, 1, 129, 0.274, 1023.4, 0.93, 643957691.0, 644010499.0, 25.1, 10.5, 46.0, 24.2, 'Light Rain', 'waning-crescent', 'rain', 'Apple Weather'),
(81, 52, 1, 130, 0.139, 1004.0, 0.63, 643963767.0, 644016009.0, 29.8, 5.1, 31.0, 6.5, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Apple Weather'),
(82, 52, 1, 132, 0.103, 1010.1, 0.44, 644396763.0, 644444739.0, -0.2, 13.3, 172.0, 4.5, 'Clear', 'waning-crescent', 'clear-day', 'Visual Crossing'),
(83, 52, 1, 133, 0.589, 1023.9, 0.91, 644395806.0, 644440588.0, 6.7, 11.1, 54.0, 8.6, 'Clear', 'first-quarter', 'clear-night', 'Apple Weather'),
(84, 52, 1, 135, 0.231, 1003.9, 0.89, 644656463.0, 644696708.0, 17.6, 12.7, 46.0, 11.2, 'Light Rain', 'full-moon', 'rain', 'Apple Weather'),
(85, 52, 1, 136, 0.245, 1026.5, 0.84, 644742962.0, 644777314.0, 30.7, 14.6, 168.0, 2.5, 'Clear', 'new-moon', 'clear-night', 'Apple Weather'),
(86, 52, 1, 138, 0.316, 1027.4, 0.8, 644829161.0, 644865387.0, 12.5, 4.7, 39.0, 8.9, 'Clear', 'first-quarter', 'clear-night', 'Apple Weather'),
(87, 52, 1, 139, 0.735, 1016.6, 0.73, 644910284.0, 644948775.0, 28.4, 5.7, 344.0, 25.6, 'Clear', 'full-moon', 'clear-day', 'Visual Crossing'),
(88, 52, 1, 140, 0.511, 1015.5, 0.96, 644999977.0, 645047143.0, 12.1, 11.7, 319.0, 15.5, 'Fog', 'waning-crescent', 'fog', 'Apple Weather'),
(89, 52, 1, 146, 0.821, 1009.0, 0.45, 645777913.0, 645816059.0, 22.3, 2.9, 155.0, 22.5, 'Snow', 'new-moon', 'snow', 'Apple Weather'),
(91, 52, 1, 147, 0.175, 1012.8, 0.43, 645865987.0, 645907268.0, 25.8, 2.4, 286.0, 25.8, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Visual Crossing'),
(92, 52, 1, 148, 0.305, 998.3, 0.85, 645952590.0, 645984599.0, 9.6, 9.7, 28.0, 22.8, 'Clear', 'waning-crescent', 'clear-night', 'Apple Weather'),
(93, 52, 1, 151, 0.376, 1011.2, 0.89, 646206196.0, 646244417.0, 15.4, 13.8, 320.0, 13.7, 'Clear', 'new-moon', 'clear-night', 'Visual Crossing'),
(94, 52, 1, 152, 0.081, 1019.8, 0.53, 646464657.0, 646513528.0, 18.4, 5.3, 181.0, 16.3, 'Rain', 'first-quarter', 'rain', 'Dark Sky'),
(95, 52, 1, 153, 0.894, 1008.7, 0.68, 646811127.0, 646867103.0, 21.2, 12.5, 56.0, 7.4, 'Rain', 'first-quarter', 'rain', 'Visual Crossing'),
(96, 52, 1, 154, 0.953, 1000.5, 0.91, 646904264.0, 646943642.0, 25.0, 2.0, 176.0, 16.3, 'Clear', 'waxing-gibbous', 'clear-night', 'Apple Weather'),
(97, 52, 1, 155, 0.964, 1016.7, 0.42, 646983816.0, 647032934.0, 19.2, 3.5, 150.0, 10.0, 'Light Rain', 'waxing-gibbous', 'rain', 'Visual Crossing'),
(98, 52, 1, 157, 0.156, 1021.7, 0.67, 647072910.0, 647116470.0, 0.5, 4.2, 154.0, 9.9, 'Snow', 'new-moon', 'snow', 'Apple Weather'),
(99, 52, 1, 158, 0.932, 1005.2, 0.87, 647242370.0, 647298413.0, 15.3, 8.0, 290.0, 1.4, 'Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(100, 52, 1, 161, 0.602, 1021.8, 0.46, 647766298.0, 647810152.0, 8.4, 4.5, 104.0, 25.2, 'Clear', 'new-moon', 'clear-night', 'Dark Sky'),
(101, 52, 1, 162, 0.997, 1028.6, 0.87, 647933831.0, 647987572.0, 10.1, 6.7, 142.0, 9.0, 'Snow', 'full-moon', 'snow', 'Visual Crossing'),
(102, 52, 1, 163, 0.58, 1000.3, 0.78, 647931914.0, 647989019.0, 15.5, 12.7, 139.0, 29.5, 'Snow', 'waning-crescent', 'snow', 'Apple Weather'),
(103, 52, 1, 165, 0.875, 1023.3, 0.92, 648018453.0, 648067287.0, 7.4, 15.7, 127.0, 0.5, 'Light Rain', 'new-moon', 'rain', 'Dark Sky'),
(104, 52, 1, 166, 0.411, 1012.0, 0.89, 648024816.0, 648060878.0, 30.9, 15.0, 26.0, 2.6, 'Snow', 'waxing-gibbous', 'snow', 'Visual Crossing'),
(105, 52, 1, 167, 0.674, 1029.0, 0.93, 648021659.0, 648064349.0, 0.2, 2.7, 77.0, 7.7, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Dark Sky'),
(106, 52, 1, 168, 0.003, 1003.9, 0.89, 648108475.0, 648144854.0, 16.2, 14.7, 141.0, 1.9, 'Clear', 'waning-crescent', 'clear-night', 'Visual Crossing'),
(107, 52, 1, 169, 0.377, 998.2, 0.83, 648193419.0, 648245308.0, 28.1, 14.8, 197.0, 19.2, 'Snow', 'full-moon', 'snow', 'Apple Weather'),
(108, 52, 1, 171, 0.718, 1019.2, 0.66, 648450014.0, 648495098.0, 24.7, 4.2, 197.0, 15.9, 'Rain', 'new-moon', 'rain', 'Visual Crossing'),
(110, 52, 1, 174, 0.296, 1004.2, 0.42, 648540821.0, 648579012.0, 28.0, 8.3, 213.0, 25.6, 'Light Rain', 'first-quarter', 'rain', 'Visual Crossing'),
(111, 52, 1, 178, 0.289, 1012.5, 0.78, 649575044.0, 649618854.0, 9.5, 9.3, 132.0, 17.6, 'Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(112, 52, 1, 179, 0.363, 1023.9, 0.38, 649669062.0, 649707369.0, 2.4, 3.4, 317.0, 15.1, 'Rain', 'waning-crescent', 'rain', 'Apple Weather'),
(113, 52, 1, 180, 0.433, 996.7, 0.37, 649668488.0, 649699303.0, 22.6, 2.9, 99.0, 21.5, 'Clear', 'new-moon', 'clear-night', 'Dark Sky'),
(114, 52, 1, 182, 0.927, 999.4, 0.75, 650006260.0, 650054807.0, 16.0, 8.6, 330.0, 4.7, 'Snow', 'new-moon', 'snow', 'Apple Weather'),
(115, 52, 1, 185, 0.586, 1014.1, 0.92, 650179631.0, 650225467.0, 11.4, 6.4, 127.0, 0.9, 'Light Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(116, 52, 1, 187, 0.74, 998.4, 0.42, 650271869.0, 650321425.0, 15.9, 9.0, 116.0, 23.1, 'Partly Cloudy', 'first-quarter', 'partly-cloudy-day', 'Apple Weather'),
(118, 52, 1, 190, 0.648, 1023.9, 0.4, 650351863.0, 650396544.0, 28.3, 14.6, 253.0, 23.2, 'Snow', 'first-quarter', 'snow', 'Visual Crossing'),
(119, 52, 1, 196, 0.801, 1026.1, 0.69, 651216300.0, 651255655.0, 1.3, 6.0, 214.0, 1.0, 'Clear', 'full-moon', 'clear-day', 'Visual Crossing'),
(120, 52, 1, 197, 0.562, 1000.6, 0.75, 651220939.0, 651256673.0, 25.7, 9.4, 14.0, 9.2, 'Snow', 'waxing-gibbous', 'snow', 'Apple Weather'),
(121, 52, 1, 199, 0.503, 1019.0, 0.38, 651392299.0, 651438591.0, 19.3, 2.4, 240.0, 14.6, 'Cloudy', 'waning-crescent', 'cloudy', 'Dark Sky'),
(122, 52, 1, 200, 0.091, 1007.4, 0.89, 651650288.0, 651688105.0, 17.2, 4.8, 227.0, 7.0, 'Fog', 'waning-crescent', 'fog', 'Dark Sky'),
(123, 52, 1, 202, 0.487, 1020.5, 0.54, 651824316.0, 651863322.0, 15.1, 12.6, 311.0, 17.8, 'Snow', 'full-moon', 'snow', 'Dark Sky'),
(124, 52, 1, 203, 0.42, 1008.8, 0.85, 651825810.0, 651859830.0, 7.1, 7.4, 151.0, 16.2, 'Light Rain', 'new-moon', 'rain', 'Dark Sky'),
(125, 52, 1, 204, 0.744, 1021.3, 0.97, 651912584.0, 651952193.0, 27.7, 13.2, 20.0, 29.1, 'Snow', 'first-quarter', 'snow', 'Visual Crossing'),
(126, 52, 1, 207, 0.984, 1006.2, 0.53, 651996015.0, 652036801.0, 11.2, 9.0, 167.0, 7.8, 'Clear', 'waning-crescent', 'clear-day', 'Apple Weather'),
(127, 52, 1, 209, 0.779, 1027.1, 0.71, 652084910.0, 652125644.0, 7.3, 6.6, 92.0, 6.0, 'Clear', 'waning-crescent', 'clear-day', 'Visual Crossing'),
(128, 52, 1, 210, 0.53, 1004.5, 0.74, 652260965.0, 652297379.0, 30.6, 5.0, 144.0, 12.0, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Dark Sky'),
(129, 52, 1, 211, 0.348, 1015.8, 0.86, 652339625.0, 652396249.0, -0.2, 10.9, 274.0, 26.7, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Apple Weather'),
(130, 52, 1, 212, 0.059, 1026.2, 0.63, 652426755.0, 652476869.0, 22.8, 4.3, 204.0, 2.4, 'Clear', 'waning-crescent', 'clear-night', 'Apple Weather'),
(131, 52, 1, 213, 0.227, 1025.5, 0.61, 652511559.0, 652558781.0, 23.4, 7.0, 253.0, 2.5, 'Snow', 'full-moon', 'snow', 'Dark Sky'),
(132, 52, 1, 214, 0.654, 1028.7, 0.69, 652511882.0, 652560862.0, 5.0, 13.2, 340.0, 11.4, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Visual Crossing'),
(133, 52, 1, 215, 0.918, 1008.2, 0.51, 652690382.0, 652733587.0, 16.8, 3.6, 252.0, 6.6, 'Cloudy', 'new-moon', 'cloudy', 'Dark Sky'),
(134, 52, 1, 216, 0.849, 999.3, 0.94, 652864730.0, 652901774.0, 18.8, 3.1, 58.0, 29.5, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Apple Weather'),
(135, 52, 1, 217, 0.688, 1027.7, 0.57, 652861374.0, 652900366.0, 7.8, 9.0, 90.0, 5.4, 'Clear', 'full-moon', 'clear-day', 'Apple Weather'),
(136, 52, 1, 218, 0.57, 996.0, 0.81, 652865780.0, 652904634.0, 20.7, 2.5, 347.0, 20.0, 'Rain', 'first-quarter', 'rain', 'Apple Weather'),
(137, 52, 1, 222, 0.786, 1002.5, 0.96, 653547758.0, 653593815.0, 13.8, 13.8, 138.0, 12.9, 'Cloudy', 'new-moon', 'cloudy', 'Visual Crossing'),
(138, 52, 1, 223, 0.145, 1009.5, 0.95, 653641432.0, 653682058.0, 21.1, 6.8, 90.0, 4.5, 'Clear', 'first-quarter', 'clear-day', 'Apple Weather'),
(139, 52, 1, 224, 0.074, 1006.2, 0.49, 653728556.0, 653766750.0, -3.1, 6.5, 148.0, 6.6, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Apple Weather'),
(140, 52, 1, 227, 0.535, 1028.4, 0.82, 654069285.0, 654123054.0, 11.2, 16.0, 103.0, 1.9, 'Clear', 'waxing-gibbous', 'clear-night', 'Dark Sky'),
(141, 52, 1, 228, 0.148, 1027.1, 0.68, 654066694.0, 654121487.0, 16.1, 4.4, 298.0, 3.0, 'Cloudy', 'waning-crescent', 'cloudy', 'Visual Crossing'),
(142, 52, 1, 230, 0.518, 1021.0, 0.69, 654244452.0, 654297800.0, 10.6, 11.9, 85.0, 12.8, 'Snow', 'waxing-gibbous', 'snow', 'Dark Sky'),
(143, 52, 1, 231, 0.33, 1023.1, 0.62, 654247142.0, 654291256.0, 25.1, 15.3, 112.0, 5.2, 'Light Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(144, 52, 1, 232, 0.381, 999.5, 0.66, 654329427.0, 654365324.0, 4.8, 13.9, 102.0, 26.2, 'Fog', 'first-quarter', 'fog', 'Apple Weather'),
(145, 52, 1, 234, 0.95, 1002.4, 0.46, 654416793.0, 654457723.0, -3.9, 4.7, 317.0, 7.8, 'Light Rain', 'new-moon', 'rain', 'Apple Weather'),
(146, 52, 1, 235, 0.08, 1027.0, 0.49, 654671281.0, 654728395.0, 22.3, 4.4, 62.0, 18.9, 'Rain', 'new-moon', 'rain', 'Dark Sky'),
(148, 52, 1, 238, 0.976, 999.1, 0.39, 654939825.0, 654986446.0, 26.1, 3.7, 307.0, 11.5, 'Clear', 'full-moon', 'clear-day', 'Dark Sky'),
(149, 52, 1, 239, 0.692, 1015.9, 0.97, 655017071.0, 655072077.0, 23.1, 6.1, 143.0, 21.1, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Visual Crossing'),
(150, 52, 1, 240, 0.253, 1021.5, 0.46, 655363495.0, 655402075.0, 21.1, 6.2, 169.0, 18.9, 'Cloudy', 'first-quarter', 'cloudy', 'Apple Weather'),
(151, 52, 1, 242, 0.188, 1012.2, 0.87, 655367234.0, 655417406.0, 21.1, 8.3, 151.0, 28.5, 'Clear', 'first-quarter', 'clear-day', 'Visual Crossing'),
(152, 52, 1, 243, 0.033, 1026.0, 0.53, 655710799.0, 655749449.0, -0.9, 7.6, 109.0, 1.9, 'Fog', 'full-moon', 'fog', 'Visual Crossing'),
(153, 52, 1, 244, 0.507, 1006.0, 0.68, 655889712.0, 655930860.0, 4.3, 12.6, 6.0, 23.0, 'Snow', 'full-moon', 'snow', 'Apple Weather'),
(154, 52, 1, 246, 0.156, 998.4, 0.7, 656229612.0, 656266219.0, 21.3, 6.5, 1.0, 24.6, 'Rain', 'full-moon', 'rain', 'Apple Weather'),
(155, 52, 1, 248, 0.028, 1028.4, 0.45, 656489215.0, 656527661.0, 26.7, 13.7, 14.0, 18.3, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Visual Crossing'),
(156, 52, 1, 250, 0.245, 1024.3, 0.4, 656661931.0, 656708908.0, 1.8, 5.3, 156.0, 2.4, 'Clear', 'waxing-gibbous', 'clear-night', 'Apple Weather'),
(157, 52, 1, 251, 0.731, 1008.8, 0.9, 656660891.0, 656706255.0, -0.5, 5.6, 119.0, 21.2, 'Partly Cloudy', 'first-quarter', 'partly-cloudy-day', 'Dark Sky'),
(158, 52, 1, 252, 0.698, 1013.6, 0.7, 656665558.0, 656709300.0, -3.5, 7.1, 342.0, 26.9, 'Clear', 'first-quarter', 'clear-day', 'Apple Weather'),
(159, 52, 1, 254, 0.886, 1011.1, 0.72, 656748803.0, 656793380.0, -1.4, 7.3, 156.0, 0.3, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Dark Sky'),
(160, 52, 1, 256, 0.118, 1013.3, 0.67, 656831700.0, 656881238.0, -3.2, 9.2, 334.0, 24.5, 'Clear', 'full-moon', 'clear-day', 'Visual Crossing'),
(161, 52, 1, 257, 0.518, 1024.4, 0.83, 656924875.0, 656962179.0, 12.0, 15.4, 240.0, 1.2, 'Light Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(162, 52, 1, 260, 0.365, 996.8, 0.78, 657356941.0, 657388319.0, 30.2, 13.8, 340.0, 3.3, 'Clear', 'new-moon', 'clear-day', 'Visual Crossing'),
(163, 52, 1, 261, 0.436, 995.3, 0.48, 657444266.0, 657485135.0, 5.1, 10.5, 116.0, 10.4, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Apple Weather'),
(165, 52, 1, 262, 0.064, 1009.1, 0.73, 657444208.0, 657485893.0, 10.6, 3.4, 320.0, 11.2, 'Clear', 'waxing-gibbous', 'clear-day', 'Dark Sky'),
(166, 52, 1, 263, 0.74, 1009.3, 0.52, 657527427.0, 657565990.0, -2.4, 7.6, 173.0, 25.5, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Dark Sky'),
(167, 52, 1, 264, 0.28, 1018.3, 0.69, 657531815.0, 657565044.0, 26.7, 8.9, 211.0, 23.6, 'Snow', 'full-moon', 'snow', 'Apple Weather'),
(168, 52, 1, 265, 0.251, 1016.7, 0.83, 657783734.0, 657828809.0, 8.3, 10.6, 164.0, 17.9, 'Cloudy', 'waning-crescent', 'cloudy', 'Dark Sky'),
(169, 52, 1, 266, 0.967, 998.2, 0.6, 658040665.0, 658088473.0, 3.2, 4.5, 170.0, 19.1, 'Clear', 'first-quarter', 'clear-day', 'Visual Crossing'),
(170, 52, 1, 267, 0.338, 1022.3, 0.62, 658127310.0, 658176305.0, 7.9, 10.5, 196.0, 0.2, 'Clear', 'waning-crescent', 'clear-night', 'Visual Crossing'),
(171, 52, 1, 268, 0.883, 1025.9, 0.69, 658220813.0, 658271420.0, 10.5, 2.1, 202.0, 28.6, 'Light Rain', 'first-quarter', 'rain', 'Dark Sky'),
(172, 52, 1, 270, 0.47, 1016.4, 0.71, 658386231.0, 658428731.0, 29.4, 14.8, 176.0, 20.9, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Visual Crossing'),
(173, 52, 1, 271, 0.505, 996.4, 0.83, 658389382.0, 658434848.0, 12.1, 4.3, 306.0, 20.9, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Dark Sky'),
(174, 52, 1, 272, 0.009, 1003.7, 0.68, 658559045.0, 658607531.0, 18.4, 11.7, 17.0, 15.6, 'Light Rain', 'first-quarter', 'rain', 'Dark Sky'),
(175, 52, 1, 273, 0.138, 1005.4, 0.68, 658645790.0, 658702344.0, 0.1, 5.7, 129.0, 19.1, 'Partly Cloudy', 'first-quarter', 'partly-cloudy-day', 'Dark Sky'),
(176, 52, 1, 275, 0.853, 1029.1, 0.6, 658646059.0, 658689082.0, 17.1, 3.8, 166.0, 13.8, 'Snow', 'waning-crescent', 'snow', 'Apple Weather'),
(177, 52, 1, 277, 0.176, 1014.5, 0.87, 658826287.0, 658863102.0, 18.2, 13.8, 218.0, 6.2, 'Clear', 'full-moon', 'clear-day', 'Dark Sky'),
(178, 52, 1, 278, 0.447, 1003.2, 0.57, 659167142.0, 659204167.0, 2.8, 12.1, 27.0, 22.4, 'Clear', 'waning-crescent', 'clear-day', 'Apple Weather'),
(179, 52, 1, 279, 0.32, 998.0, 0.57, 659258193.0, 659297302.0, 6.5, 11.2, 119.0, 19.6, 'Clear', 'new-moon', 'clear-night', 'Apple Weather'),
(181, 52, 1, 281, 0.641, 1010.5, 0.78, 659337350.0, 659392041.0, 1.3, 4.2, 100.0, 9.2, 'Rain', 'full-moon', 'rain', 'Apple Weather'),
(182, 52, 1, 282, 0.13, 1029.0, 0.84, 659602045.0, 659645407.0, 6.4, 11.9, 38.0, 29.7, 'Clear', 'first-quarter', 'clear-day', 'Visual Crossing'),
(183, 52, 1, 285, 0.084, 999.1, 0.35, 659770033.0, 659818384.0, -0.4, 14.5, 300.0, 4.2, 'Clear', 'full-moon', 'clear-day', 'Visual Crossing'),
(184, 52, 1, 286, 0.614, 1001.6, 0.8, 659854822.0, 659913035.0, 1.5, 6.9, 131.0, 15.8, 'Light Rain', 'first-quarter', 'rain', 'Dark Sky'),
(185, 52, 1, 290, 0.764, 1029.6, 0.37, 660122922.0, 660166288.0, 7.2, 4.3, 273.0, 30.0, 'Clear', 'full-moon', 'clear-day', 'Visual Crossing'),
(186, 52, 1, 291, 0.573, 1010.5, 0.62, 660200497.0, 660258850.0, 1.8, 11.7, 115.0, 20.4, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Apple Weather'),
(188, 52, 1, 294, 0.333, 1015.0, 0.63, 660547822.0, 660592828.0, 28.4, 2.8, 318.0, 1.5, 'Light Rain', 'new-moon', 'rain', 'Visual Crossing'),
(189, 52, 1, 296, 0.646, 1026.8, 0.66, 660719225.0, 660777782.0, 0.1, 2.2, 45.0, 4.3, 'Snow', 'full-moon', 'snow', 'Dark Sky'),
(190, 52, 1, 297, 0.578, 1004.4, 0.69, 660814494.0, 660859363.0, 19.5, 13.1, 88.0, 25.5, 'Clear', 'first-quarter', 'clear-day', 'Apple Weather'),
(191, 52, 1, 298, 0.048, 1025.6, 0.58, 660811476.0, 660854109.0, -1.8, 9.9, 164.0, 22.9, 'Clear', 'full-moon', 'clear-night', 'Visual Crossing'),
(192, 52, 1, 299, 0.998, 1004.4, 0.87, 660900352.0, 660934734.0, 0.4, 5.9, 279.0, 6.0, 'Snow', 'waxing-gibbous', 'snow', 'Dark Sky'),
(193, 52, 1, 300, 0.777, 1029.9, 0.49, 660895755.0, 660936473.0, 23.6, 4.9, 33.0, 5.7, 'Clear', 'waning-crescent', 'clear-night', 'Apple Weather'),
(194, 52, 1, 301, 0.351, 997.4, 0.6, 660892452.0, 660945656.0, 30.2, 10.2, 63.0, 27.3, 'Rain', 'new-moon', 'rain', 'Visual Crossing'),
(195, 52, 1, 302, 0.395, 995.3, 0.48, 660978477.0, 661032464.0, 3.8, 7.8, 325.0, 13.7, 'Rain', 'waning-crescent', 'rain', 'Apple Weather'),
(196, 52, 1, 303, 0.252, 1028.7, 0.84, 661417903.0, 661465182.0, -0.4, 12.0, 21.0, 1.2, 'Snow', 'new-moon', 'snow', 'Dark Sky'),
(197, 52, 1, 304, 0.655, 1020.7, 0.77, 661588510.0, 661633319.0, 25.2, 4.2, 204.0, 15.3, 'Rain', 'new-moon', 'rain', 'Visual Crossing'),
(198, 52, 1, 305, 0.449, 1029.5, 0.55, 661758008.0, 661805951.0, 17.3, 14.3, 60.0, 7.0, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Dark Sky'),
(200, 52, 1, 307, 0.399, 1027.1, 0.59, 662282076.0, 662315938.0, 22.0, 6.0, 239.0, 4.1, 'Clear', 'waning-crescent', 'clear-night', 'Dark Sky'),
(201, 52, 1, 308, 0.657, 1017.9, 0.57, 662707499.0, 662762417.0, -3.4, 12.7, 119.0, 3.1, 'Clear', 'new-moon', 'clear-night', 'Apple Weather'),
(202, 52, 1, 309, 0.257, 1011.9, 0.61, 662715599.0, 662745028.0, 1.1, 12.2, 197.0, 20.2, 'Snow', 'new-moon', 'snow', 'Dark Sky'),
(203, 52, 1, 312, 0.933, 1008.7, 0.5, 663147081.0, 663187472.0, 24.6, 10.7, 162.0, 27.0, 'Snow', 'waxing-gibbous', 'snow', 'Visual Crossing'),
(204, 52, 1, 314, 0.716, 1007.6, 0.94, 663232618.0, 663275158.0, 20.7, 8.2, 170.0, 20.3, 'Cloudy', 'full-moon', 'cloudy', 'Apple Weather'),
(205, 52, 1, 315, 0.073, 1005.2, 0.93, 663315907.0, 663353506.0, 4.9, 3.5, 161.0, 19.0, 'Clear', 'full-moon', 'clear-night', 'Visual Crossing'),
(207, 52, 1, 317, 0.064, 1024.9, 0.56, 663578540.0, 663615756.0, 7.5, 4.4, 318.0, 15.9, 'Snow', 'first-quarter', 'snow', 'Dark Sky'),
(208, 52, 1, 318, 0.573, 1013.2, 0.88, 663660704.0, 663703207.0, 23.1, 6.9, 170.0, 3.2, 'Light Rain', 'full-moon', 'rain', 'Dark Sky'),
(209, 52, 1, 321, 0.013, 1023.7, 0.84, 663749638.0, 663790184.0, 29.0, 9.6, 288.0, 27.8, 'Clear', 'waning-crescent', 'clear-night', 'Dark Sky'),
(210, 52, 1, 322, 0.554, 1001.0, 0.45, 663751386.0, 663783306.0, 23.3, 4.3, 209.0, 7.9, 'Light Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(211, 52, 1, 323, 0.536, 1009.0, 0.39, 663832365.0, 663871826.0, -1.5, 2.4, 301.0, 15.8, 'Clear', 'first-quarter', 'clear-night', 'Dark Sky'),
(212, 52, 1, 324, 0.969, 1011.6, 0.38, 663919850.0, 663963200.0, 9.0, 2.0, 110.0, 12.1, 'Rain', 'full-moon', 'rain', 'Apple Weather'),
(213, 52, 1, 327, 0.789, 1021.3, 0.39, 664270038.0, 664315685.0, 2.5, 4.3, 357.0, 13.6, 'Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(214, 52, 1, 329, 0.418, 1008.9, 0.62, 664266039.0, 664302141.0, 7.6, 8.9, 210.0, 25.7, 'Cloudy', 'first-quarter', 'cloudy', 'Dark Sky'),
(215, 52, 1, 330, 0.965, 1019.2, 0.96, 664356674.0, 664389361.0, 26.3, 7.3, 159.0, 1.9, 'Clear', 'waning-crescent', 'clear-day', 'Apple Weather'),
(216, 52, 1, 331, 0.832, 1021.0, 0.59, 664352360.0, 664404976.0, 24.4, 13.6, 270.0, 21.2, 'Light Rain', 'waning-crescent', 'rain', 'Apple Weather'),
(218, 52, 1, 333, 0.444, 995.1, 0.47, 664785548.0, 664819744.0, 3.4, 7.7, 343.0, 13.5, 'Clear', 'waxing-gibbous', 'clear-night', 'Visual Crossing'),
(219, 52, 1, 334, 0.94, 995.4, 0.64, 664787291.0, 664822669.0, 8.7, 13.0, 166.0, 18.6, 'Light Rain', 'full-moon', 'rain', 'Dark Sky'),
(220, 52, 1, 335, 0.193, 1019.0, 0.94, 664869701.0, 664908140.0, 22.6, 13.5, 128.0, 7.3, 'Clear', 'new-moon', 'clear-day', 'Visual Crossing'),
(222, 52, 1, 338, 0.977, 1008.2, 0.59, 665128380.0, 665179329.0, 21.5, 10.4, 348.0, 11.5, 'Cloudy', 'waning-crescent', 'cloudy', 'Visual Crossing'),
(223, 52, 1, 340, 0.278, 997.7, 0.53, 665392543.0, 665436361.0, -0.8, 15.8, 352.0, 16.6, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Visual Crossing'),
(224, 52, 1, 341, 0.499, 1026.6, 0.4, 665393403.0, 665430291.0, 1.4, 2.3, 249.0, 21.9, 'Fog', 'first-quarter', 'fog', 'Dark Sky'),
(225, 52, 1, 342, 0.236, 999.2, 0.63, 665386344.0, 665443180.0, 18.3, 8.4, 334.0, 14.5, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Dark Sky'),
(226, 52, 1, 343, 0.23, 1018.9, 0.97, 665560805.0, 665608140.0, 17.4, 8.0, 234.0, 12.0, 'Fog', 'waxing-gibbous', 'fog', 'Dark Sky'),
(227, 52, 1, 344, 0.202, 1000.4, 0.59, 665647802.0, 665686856.0, 25.4, 7.4, 3.0, 16.9, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Visual Crossing'),
(228, 52, 1, 345, 0.498, 1018.0, 0.97, 665822570.0, 665855461.0, 10.6, 13.5, 346.0, 2.2, 'Snow', 'full-moon', 'snow', 'Apple Weather'),
(229, 52, 1, 346, 0.736, 1017.5, 0.4, 665998896.0, 666030708.0, 20.3, 11.3, 14.0, 14.8, 'Cloudy', 'new-moon', 'cloudy', 'Visual Crossing'),
(230, 52, 1, 349, 0.547, 1020.4, 0.73, 666162267.0, 666204451.0, 30.7, 3.6, 297.0, 3.1, 'Fog', 'first-quarter', 'fog', 'Visual Crossing'),
(231, 52, 1, 353, 0.144, 1026.4, 0.62, 666336587.0, 666389414.0, 2.7, 9.0, 86.0, 26.8, 'Fog', 'first-quarter', 'fog', 'Apple Weather'),
(232, 52, 1, 357, 0.57, 1019.9, 0.54, 666684330.0, 666737794.0, -1.2, 2.4, 221.0, 15.3, 'Snow', 'first-quarter', 'snow', 'Visual Crossing'),
(233, 52, 1, 358, 0.732, 1002.4, 0.81, 666689736.0, 666721071.0, 17.5, 12.2, 2.0, 15.3, 'Light Rain', 'new-moon', 'rain', 'Visual Crossing'),
(234, 52, 1, 362, 0.419, 1008.2, 0.85, 666858818.0, 666899563.0, 28.2, 15.7, 163.0, 10.4, 'Clear', 'waning-crescent', 'clear-night', 'Visual Crossing'),
(235, 52, 1, 363, 0.641, 1015.2, 0.52, 666947744.0, 666983569.0, 27.4, 13.4, 285.0, 11.5, 'Snow', 'waxing-gibbous', 'snow', 'Dark Sky'),
(236, 52, 1, 364, 0.456, 999.3, 0.5, 667465087.0, 667498767.0, 24.3, 6.3, 177.0, 4.7, 'Rain', 'waxing-gibbous', 'rain', 'Dark Sky'),
(237, 52, 1, 365, 0.024, 1005.3, 0.78, 667977726.0, 668033351.0, 21.6, 10.8, 253.0, 4.2, 'Cloudy', 'full-moon', 'cloudy', 'Apple Weather'),
(238, 52, 1, 370, 0.19, 1006.6, 0.63, 668409490.0, 668459104.0, 23.1, 12.4, 250.0, 14.0, 'Rain', 'waxing-gibbous', 'rain', 'Apple Weather'),
(240, 52, 1, 373, 0.789, 1025.3, 0.35, 668502655.0, 668544396.0, 13.1, 14.5, 293.0, 21.3, 'Light Rain', 'new-moon', 'rain', 'Dark Sky'),
(241, 52, 1, 375, 0.008, 1006.1, 0.61, 668669737.0, 668712572.0, 15.4, 13.5, 46.0, 7.1, 'Light Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(242, 52, 1, 376, 0.871, 1008.5, 0.5, 668762146.0, 668796233.0, 4.7, 9.6, 242.0, 12.3, 'Fog', 'waxing-gibbous', 'fog', 'Dark Sky'),
(243, 52, 1, 379, 0.403, 1009.9, 0.86, 668849598.0, 668884196.0, 23.9, 13.1, 51.0, 12.3, 'Clear', 'first-quarter', 'clear-night', 'Apple Weather'),
(244, 52, 1, 380, 0.422, 1011.6, 0.87, 668843763.0, 668881695.0, 24.4, 9.3, 3.0, 25.3, 'Clear', 'full-moon', 'clear-day', 'Apple Weather'),
(245, 52, 1, 381, 0.901, 1000.0, 0.96, 668935912.0, 668972782.0, 10.4, 14.0, 319.0, 16.7, 'Snow', 'waxing-gibbous', 'snow', 'Apple Weather'),
(246, 52, 1, 383, 0.265, 995.3, 0.58, 668931817.0, 668983053.0, 1.2, 3.2, 311.0, 22.8, 'Clear', 'waning-crescent', 'clear-day', 'Dark Sky'),
(247, 52, 1, 384, 0.906, 995.5, 0.62, 669277421.0, 669315216.0, 20.1, 14.1, 31.0, 19.3, 'Clear', 'full-moon', 'clear-day', 'Apple Weather'),
(248, 52, 1, 386, 0.753, 1010.4, 0.8, 669367076.0, 669397820.0, 27.0, 15.6, 147.0, 25.0, 'Clear', 'first-quarter', 'clear-night', 'Dark Sky'),
(249, 52, 1, 387, 0.261, 1003.6, 0.63, 669363277.0, 669411876.0, 24.6, 10.1, 276.0, 24.6, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Dark Sky'),
(250, 52, 1, 388, 0.87, 1010.2, 0.66, 669541167.0, 669576500.0, 17.8, 15.2, 91.0, 10.6, 'Fog', 'first-quarter', 'fog', 'Dark Sky'),
(251, 52, 1, 391, 0.986, 1024.2, 0.88, 669794543.0, 669846437.0, 23.4, 10.9, 305.0, 5.3, 'Snow', 'waxing-gibbous', 'snow', 'Dark Sky'),
(252, 52, 1, 392, 0.052, 1011.9, 0.66, 669966747.0, 670019522.0, 21.8, 9.3, 168.0, 11.1, 'Snow', 'full-moon', 'snow', 'Visual Crossing'),
(253, 52, 1, 393, 0.023, 1011.5, 0.82, 670057095.0, 670093996.0, 25.2, 13.3, 281.0, 4.9, 'Cloudy', 'full-moon', 'cloudy', 'Visual Crossing'),
(254, 52, 1, 395, 0.817, 1006.5, 0.96, 670145422.0, 670175924.0, 26.7, 8.6, 128.0, 27.1, 'Clear', 'full-moon', 'clear-day', 'Visual Crossing'),
(255, 52, 1, 396, 0.774, 1028.5, 0.76, 670136486.0, 670191092.0, 4.6, 14.8, 295.0, 13.4, 'Clear', 'first-quarter', 'clear-day', 'Apple Weather'),
(256, 52, 1, 397, 0.029, 1003.4, 0.68, 670231288.0, 670276730.0, 10.5, 13.0, 253.0, 20.4, 'Light Rain', 'first-quarter', 'rain', 'Dark Sky'),
(257, 52, 1, 398, 0.037, 1010.5, 0.92, 670225050.0, 670274940.0, 13.9, 12.7, 322.0, 10.6, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Visual Crossing'),
(258, 52, 1, 400, 0.819, 995.9, 0.72, 670490144.0, 670534691.0, 17.6, 15.0, 114.0, 22.9, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Dark Sky'),
(259, 52, 1, 401, 0.918, 1028.2, 0.79, 670577859.0, 670618880.0, 2.4, 13.3, 338.0, 2.5, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Apple Weather'),
(260, 52, 1, 402, 0.979, 1010.8, 0.42, 670572794.0, 670619680.0, 6.5, 4.8, 163.0, 22.3, 'Fog', 'new-moon', 'fog', 'Apple Weather'),
(261, 52, 1, 404, 0.212, 1020.3, 0.88, 670662581.0, 670705919.0, 21.9, 11.8, 111.0, 17.1, 'Light Rain', 'new-moon', 'rain', 'Apple Weather'),
(262, 52, 1, 406, 0.356, 1006.1, 0.37, 670747504.0, 670793933.0, 8.6, 5.6, 324.0, 7.4, 'Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(263, 52, 1, 408, 0.378, 1024.1, 0.86, 671008346.0, 671049603.0, 4.8, 3.2, 276.0, 28.4, 'Clear', 'waxing-gibbous', 'clear-day', 'Dark Sky'),
(265, 52, 1, 409, 0.816, 1020.7, 0.82, 671005875.0, 671040223.0, 13.7, 10.2, 208.0, 9.6, 'Light Rain', 'first-quarter', 'rain', 'Apple Weather'),
(266, 52, 1, 410, 0.258, 1002.6, 0.76, 671005910.0, 671039542.0, 8.2, 3.8, 169.0, 18.8, 'Clear', 'new-moon', 'clear-night', 'Apple Weather'),
(267, 52, 1, 411, 0.846, 1015.2, 0.91, 671089875.0, 671143932.0, 3.8, 8.4, 233.0, 15.3, 'Fog', 'new-moon', 'fog', 'Apple Weather'),
(268, 52, 1, 412, 0.662, 1002.7, 0.48, 671177480.0, 671219344.0, 19.5, 8.0, 307.0, 14.3, 'Cloudy', 'waning-crescent', 'cloudy', 'Apple Weather'),
(269, 52, 1, 413, 0.301, 1017.2, 0.45, 671268685.0, 671312420.0, 7.9, 7.7, 164.0, 4.8, 'Clear', 'waning-crescent', 'clear-night', 'Dark Sky'),
(270, 52, 1, 414, 0.248, 1023.2, 0.37, 671349560.0, 671397078.0, 7.9, 2.7, 288.0, 18.7, 'Clear', 'first-quarter', 'clear-day', 'Apple Weather'),
(271, 52, 1, 418, 0.522, 1005.1, 0.96, 671784160.0, 671824212.0, 3.0, 11.1, 150.0, 17.5, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Apple Weather'),
(272, 52, 1, 420, 0.949, 995.9, 0.75, 672387728.0, 672434965.0, 3.3, 6.1, 203.0, 14.9, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Apple Weather'),
(273, 52, 1, 421, 0.205, 995.6, 0.82, 672388562.0, 672439515.0, 21.7, 3.0, 20.0, 17.3, 'Light Rain', 'full-moon', 'rain', 'Visual Crossing'),
(274, 52, 1, 422, 0.607, 996.0, 0.58, 672385479.0, 672421993.0, 28.4, 13.1, 185.0, 5.2, 'Light Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(275, 52, 1, 423, 0.806, 1005.6, 0.48, 672563432.0, 672614061.0, 10.6, 5.1, 245.0, 15.6, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Apple Weather'),
(276, 52, 1, 424, 0.844, 997.3, 0.4, 672642997.0, 672694846.0, 8.9, 13.3, 237.0, 12.5, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Dark Sky'),
(277, 52, 1, 426, 0.557, 1015.8, 0.64, 672651913.0, 672696157.0, 20.0, 10.8, 2.0, 1.7, 'Light Rain', 'full-moon', 'rain', 'Dark Sky'),
(279, 52, 1, 428, 0.335, 1000.4, 0.79, 672822558.0, 672866329.0, 23.3, 14.7, 121.0, 11.5, 'Snow', 'first-quarter', 'snow', 'Visual Crossing'),
(280, 52, 1, 429, 0.024, 1014.1, 0.51, 672905983.0, 672948576.0, 20.8, 5.8, 295.0, 17.6, 'Rain', 'first-quarter', 'rain', 'Apple Weather'),
(281, 52, 1, 431, 0.122, 1001.9, 0.82, 673083887.0, 673117076.0, 4.4, 7.5, 296.0, 26.3, 'Clear', 'new-moon', 'clear-day', 'Apple Weather'),
(282, 52, 1, 432, 0.454, 1019.3, 0.43, 673249789.0, 673303341.0, 9.7, 8.1, 29.0, 5.4, 'Light Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(283, 52, 1, 433, 0.921, 1027.7, 0.48, 673337780.0, 673382161.0, 15.9, 14.1, 27.0, 28.4, 'Fog', 'new-moon', 'fog', 'Dark Sky'),
(284, 52, 1, 434, 0.51, 1019.2, 0.95, 673334983.0, 673374925.0, 9.0, 14.7, 333.0, 20.9, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Apple Weather'),
(285, 52, 1, 435, 0.78, 1009.0, 0.71, 673512083.0, 673561198.0, 11.8, 13.7, 355.0, 18.9, 'Fog', 'first-quarter', 'fog', 'Apple Weather'),
(286, 52, 1, 436, 0.324, 998.2, 0.68, 673765264.0, 673814126.0, 21.5, 14.1, 228.0, 23.6, 'Clear', 'waning-crescent', 'clear-night', 'Dark Sky'),
(287, 52, 1, 437, 0.657, 1017.9, 0.67, 674030363.0, 674081182.0, 11.2, 11.8, 105.0, 10.8, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Visual Crossing'),
(288, 52, 1, 440, 0.762, 1006.4, 0.39, 674286727.0, 674334756.0, 17.1, 2.8, 169.0, 22.6, 'Light Rain', 'full-moon', 'rain', 'Dark Sky'),
(289, 52, 1, 441, 0.949, 1026.8, 0.43, 674293086.0, 674339666.0, 28.3, 2.7, 208.0, 7.9, 'Rain', 'waning-crescent', 'rain', 'Apple Weather'),
(291, 52, 1, 442, 0.987, 1006.9, 0.93, 674379018.0, 674412184.0, -3.9, 13.6, 193.0, 19.8, 'Fog', 'full-moon', 'fog', 'Dark Sky'),
(293, 52, 1, 443, 0.072, 1023.8, 0.44, 674544068.0, 674583175.0, 10.9, 8.2, 158.0, 14.6, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Apple Weather'),
(294, 52, 1, 447, 0.871, 1011.7, 0.45, 674891926.0, 674940785.0, 22.5, 4.0, 62.0, 26.0, 'Cloudy', 'new-moon', 'cloudy', 'Dark Sky'),
(295, 52, 1, 448, 0.16, 1006.1, 0.78, 674982771.0, 675033635.0, 22.7, 3.1, 164.0, 23.0, 'Fog', 'waxing-gibbous', 'fog', 'Apple Weather'),
(296, 52, 1, 449, 0.33, 1015.2, 0.42, 675066702.0, 675102382.0, 3.9, 9.8, 284.0, 5.7, 'Snow', 'waning-crescent', 'snow', 'Dark Sky'),
(297, 52, 1, 450, 0.283, 1006.9, 0.7, 675065943.0, 675107223.0, 11.5, 2.4, 245.0, 10.0, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Visual Crossing'),
(298, 52, 1, 452, 0.013, 1001.3, 0.43, 675760716.0, 675794235.0, 30.8, 14.7, 14.0, 7.8, 'Fog', 'first-quarter', 'fog', 'Visual Crossing'),
(299, 52, 1, 456, 0.617, 1000.4, 0.85, 676536205.0, 676576899.0, 26.0, 15.7, 114.0, 23.5, 'Fog', 'waning-crescent', 'fog', 'Visual Crossing'),
(300, 52, 1, 457, 0.904, 1022.3, 0.52, 676798584.0, 676829834.0, -2.6, 9.0, 310.0, 26.6, 'Clear', 'first-quarter', 'clear-night', 'Dark Sky'),
(301, 52, 1, 459, 0.398, 1002.9, 0.62, 676791643.0, 676839977.0, 17.6, 6.4, 9.0, 0.6, 'Rain', 'first-quarter', 'rain', 'Apple Weather'),
(302, 52, 1, 461, 0.036, 1005.7, 0.61, 677138331.0, 677180605.0, -2.8, 6.0, 36.0, 13.8, 'Fog', 'new-moon', 'fog', 'Dark Sky'),
(303, 52, 1, 462, 0.532, 1002.8, 0.96, 677403366.0, 677442740.0, 26.3, 7.3, 153.0, 0.4, 'Snow', 'waning-crescent', 'snow', 'Apple Weather'),
(304, 52, 1, 463, 0.694, 1008.4, 0.92, 677485955.0, 677524835.0, 27.5, 5.9, 103.0, 24.3, 'Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(305, 52, 1, 464, 0.349, 1010.2, 0.59, 678007913.0, 678056734.0, 2.0, 14.7, 262.0, 21.9, 'Fog', 'waxing-gibbous', 'fog', 'Dark Sky'),
(306, 52, 1, 465, 0.302, 1006.4, 0.84, 677999129.0, 678052225.0, 22.1, 13.4, 26.0, 24.3, 'Light Rain', 'waxing-gibbous', 'rain', 'Visual Crossing'),
(307, 52, 1, 466, 0.505, 1007.0, 0.35, 678008650.0, 678049253.0, 9.9, 9.9, 335.0, 5.5, 'Clear', 'new-moon', 'clear-night', 'Visual Crossing'),
(308, 52, 1, 467, 0.652, 1020.3, 0.87, 678262050.0, 678305166.0, 9.1, 7.1, 271.0, 3.9, 'Rain', 'waxing-gibbous', 'rain', 'Dark Sky'),
(309, 52, 1, 468, 0.789, 1018.9, 0.36, 678348870.0, 678398679.0, 23.7, 8.7, 52.0, 8.9, 'Snow', 'waning-crescent', 'snow', 'Apple Weather'),
(310, 52, 1, 470, 0.864, 1022.6, 0.92, 678439617.0, 678488568.0, 14.8, 7.3, 128.0, 4.5, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Apple Weather'),
(311, 52, 1, 472, 0.433, 998.9, 0.38, 678690294.0, 678729601.0, 1.8, 14.0, 113.0, 14.5, 'Light Rain', 'full-moon', 'rain', 'Apple Weather'),
(312, 52, 1, 474, 0.492, 1005.0, 0.78, 678867448.0, 678903734.0, 15.1, 15.0, 340.0, 29.8, 'Clear', 'full-moon', 'clear-night', 'Visual Crossing'),
(313, 52, 1, 475, 0.149, 1005.1, 0.65, 678870892.0, 678908618.0, 23.1, 14.2, 216.0, 19.1, 'Light Rain', 'waning-crescent', 'rain', 'Dark Sky'),
(314, 52, 1, 476, 0.414, 1021.9, 0.97, 679302912.0, 679336863.0, 11.1, 6.4, 209.0, 28.9, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Apple Weather'),
(315, 52, 1, 477, 0.029, 999.1, 0.39, 679383956.0, 679428097.0, 27.6, 11.7, 171.0, 28.5, 'Cloudy', 'waning-crescent', 'cloudy', 'Visual Crossing'),
(316, 52, 1, 479, 0.476, 999.5, 0.9, 679817440.0, 679860082.0, 13.0, 15.8, 38.0, 6.1, 'Rain', 'full-moon', 'rain', 'Dark Sky'),
(317, 52, 1, 482, 0.81, 1016.4, 0.82, 680168723.0, 680217049.0, 18.2, 5.5, 98.0, 14.4, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Visual Crossing'),
(318, 52, 1, 483, 0.251, 1005.7, 0.91, 680251931.0, 680287271.0, 21.8, 9.9, 265.0, 12.4, 'Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(319, 52, 1, 486, 0.231, 1008.8, 0.69, 680591204.0, 680633599.0, 29.5, 7.4, 203.0, 8.7, 'Rain', 'first-quarter', 'rain', 'Visual Crossing'),
(320, 52, 1, 487, 0.097, 1011.1, 0.61, 680764045.0, 680804678.0, 1.0, 8.4, 78.0, 26.1, 'Clear', 'waning-crescent', 'clear-day', 'Visual Crossing'),
(321, 52, 1, 488, 0.868, 1006.0, 0.51, 680859976.0, 680904429.0, 28.9, 12.4, 153.0, 12.4, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Apple Weather'),
(322, 52, 1, 490, 0.068, 1005.3, 0.58, 681026340.0, 681066344.0, 0.7, 2.9, 348.0, 7.6, 'Cloudy', 'waxing-gibbous', 'cloudy', 'Visual Crossing'),
(323, 52, 1, 494, 0.736, 1023.1, 0.74, 681110363.0, 681154943.0, 4.2, 5.3, 339.0, 14.3, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Visual Crossing');
INSERT INTO ZWEATHER (Z_PK, Z_ENT, Z_OPT, ZENTRY, ZMOONPHASE, ZPRESSUREMB, ZRELATIVEHUMIDITY, ZSUNRISEDATE, ZSUNSETDATE, ZTEMPERATURECELSIUS, ZVISIBILITYKM, ZWINDBEARING, ZWINDSPEEDKPH, ZCONDITIONSDESCRIPTION, ZMOONPHASECODE, ZWEATHERCODE, ZWEATHERSERVICENAME) VALUES
(324, 52, 1, 496, 0.982, 1010.7, 0.35, 681808241.0, 681841478.0, -2.1, 12.6, 256.0, 10.8, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Apple Weather'),
(325, 52, 1, 497, 0.756, 1014.4, 0.62, 682235867.0, 682280846.0, 6.1, 10.0, 209.0, 28.5, 'Snow', 'first-quarter', 'snow', 'Dark Sky'),
(326, 52, 1, 498, 0.927, 1012.0, 0.84, 682584761.0, 682626441.0, 25.6, 9.4, 339.0, 1.4, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Visual Crossing'),
(327, 52, 1, 501, 0.213, 1021.1, 0.76, 682756477.0, 682799747.0, 4.6, 14.1, 293.0, 16.9, 'Clear', 'waning-crescent', 'clear-night', 'Visual Crossing'),
(328, 52, 1, 502, 0.739, 1012.7, 0.55, 682757227.0, 682803067.0, 28.9, 12.1, 26.0, 5.6, 'Fog', 'first-quarter', 'fog', 'Visual Crossing'),
(329, 52, 1, 503, 0.814, 1025.6, 0.65, 682757796.0, 682805164.0, 4.8, 2.4, 333.0, 12.9, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Apple Weather'),
(331, 52, 1, 504, 0.434, 998.4, 0.64, 682924767.0, 682975343.0, 22.7, 9.6, 181.0, 12.1, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Visual Crossing'),
(332, 52, 1, 506, 0.888, 1002.6, 0.36, 683531411.0, 683568765.0, 15.3, 8.2, 205.0, 28.0, 'Rain', 'first-quarter', 'rain', 'Visual Crossing'),
(333, 52, 1, 509, 0.682, 997.9, 0.65, 683533911.0, 683574363.0, 4.2, 4.3, 283.0, 27.1, 'Snow', 'waxing-gibbous', 'snow', 'Apple Weather'),
(334, 52, 1, 510, 0.853, 1004.3, 0.41, 683534255.0, 683571586.0, 23.1, 13.6, 75.0, 29.0, 'Rain', 'waxing-gibbous', 'rain', 'Apple Weather'),
(335, 52, 1, 511, 0.873, 1008.1, 0.98, 683788089.0, 683841399.0, 4.1, 3.4, 272.0, 2.5, 'Partly Cloudy', 'new-moon', 'partly-cloudy-day', 'Visual Crossing'),
(337, 52, 1, 514, 0.991, 1020.2, 0.82, 684135761.0, 684172225.0, 1.0, 5.4, 328.0, 28.2, 'Fog', 'full-moon', 'fog', 'Dark Sky'),
(338, 52, 1, 516, 0.884, 1006.4, 0.79, 684225058.0, 684271415.0, -1.8, 6.3, 81.0, 0.0, 'Clear', 'first-quarter', 'clear-day', 'Visual Crossing'),
(339, 52, 1, 517, 0.058, 996.3, 0.93, 684485065.0, 684526572.0, 14.8, 5.8, 318.0, 27.2, 'Partly Cloudy', 'waxing-gibbous', 'partly-cloudy-day', 'Dark Sky'),
(340, 52, 1, 518, 0.419, 1019.6, 0.55, 684574170.0, 684612850.0, 19.1, 7.6, 305.0, 28.7, 'Fog', 'new-moon', 'fog', 'Dark Sky'),
(341, 52, 1, 519, 0.478, 1002.7, 0.89, 684652437.0, 684697408.0, 11.4, 13.9, 194.0, 22.6, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Apple Weather'),
(342, 52, 1, 520, 0.931, 1008.9, 0.81, 684746918.0, 684780974.0, 2.3, 9.0, 98.0, 6.9, 'Clear', 'new-moon', 'clear-night', 'Dark Sky'),
(343, 52, 1, 521, 0.944, 1005.8, 0.69, 684747908.0, 684792704.0, 6.7, 10.1, 312.0, 4.2, 'Rain', 'waxing-gibbous', 'rain', 'Apple Weather'),
(344, 52, 1, 522, 0.139, 1028.4, 0.81, 684826486.0, 684874141.0, 0.1, 8.3, 215.0, 20.3, 'Light Rain', 'waxing-gibbous', 'rain', 'Apple Weather'),
(345, 52, 1, 523, 0.41, 1007.5, 0.77, 684997233.0, 685055136.0, 26.8, 11.0, 170.0, 15.8, 'Rain', 'new-moon', 'rain', 'Visual Crossing'),
(346, 52, 1, 524, 0.676, 1002.3, 0.41, 685093318.0, 685141290.0, 28.7, 6.8, 276.0, 18.5, 'Snow', 'full-moon', 'snow', 'Visual Crossing'),
(347, 52, 1, 525, 0.175, 1010.4, 0.56, 685346120.0, 685397922.0, -2.0, 13.1, 29.0, 6.0, 'Clear', 'waning-crescent', 'clear-night', 'Apple Weather'),
(348, 52, 1, 526, 0.511, 1005.2, 0.44, 685525469.0, 685570495.0, 1.9, 12.1, 225.0, 13.6, 'Clear', 'full-moon', 'clear-day', 'Apple Weather'),
(349, 52, 1, 529, 0.97, 1017.7, 0.6, 685694210.0, 685733988.0, -3.6, 9.9, 250.0, 23.2, 'Clear', 'first-quarter', 'clear-night', 'Visual Crossing'),
(350, 52, 1, 531, 0.518, 996.0, 0.9, 685868853.0, 685918196.0, 25.3, 13.0, 196.0, 12.9, 'Light Rain', 'new-moon', 'rain', 'Dark Sky'),
(351, 52, 1, 532, 0.386, 1000.4, 0.84, 686035258.0, 686076354.0, 24.0, 7.3, 9.0, 19.8, 'Clear', 'waxing-gibbous', 'clear-day', 'Apple Weather'),
(352, 52, 1, 533, 0.697, 996.8, 0.79, 686121511.0, 686178236.0, 30.8, 9.2, 34.0, 11.1, 'Partly Cloudy', 'waning-crescent', 'partly-cloudy-day', 'Visual Crossing'),
(353, 52, 1, 536, 0.087, 1000.3, 0.48, 686725674.0, 686769330.0, 10.1, 10.1, 129.0, 16.8, 'Cloudy', 'full-moon', 'cloudy', 'Dark Sky'),
(354, 52, 1, 537, 0.25, 997.9, 0.56, 686899436.0, 686945831.0, 16.9, 10.7, 301.0, 26.8, 'Clear', 'new-moon', 'clear-night', 'Apple Weather'),
(355, 52, 1, 538, 0.092, 1023.0, 0.94, 686903296.0, 686939034.0, 13.1, 14.3, 195.0, 19.4, 'Partly Cloudy', 'full-moon', 'partly-cloudy-day', 'Dark Sky'),
(356, 52, 1, 539, 0.978, 1016.3, 0.96, 687079445.0, 687112754.0, 16.5, 7.0, 314.0, 18.9, 'Fog', 'first-quarter', 'fog', 'Dark Sky'),
(357, 52, 1, 544, 0.624, 1006.6, 0.76, 687339369.0, 687380137.0, 15.0, 11.8, 139.0, 16.7, 'Light Rain', 'waning-crescent', 'rain', 'Visual Crossing'),
(358, 52, 1, 545, 0.919, 1022.1, 0.59, 687424024.0, 687458876.0, 28.5, 8.5, 228.0, 2.0, 'Fog', 'first-quarter', 'fog', 'Apple Weather'),
(359, 52, 1, 546, 0.385, 1009.5, 0.94, 687419782.0, 687465313.0, 12.0, 2.2, 254.0, 0.5, 'Snow', 'waning-crescent', 'snow', 'Dark Sky'),
(360, 52, 1, 547, 0.074, 1005.9, 0.92, 687503346.0, 687557880.0, -3.4, 8.1, 49.0, 20.6, 'Fog', 'full-moon', 'fog', 'Apple Weather'),
(361, 52, 1, 548, 0.797, 1022.6, 0.64, 687505787.0, 687559638.0, 9.7, 4.9, 264.0, 4.6, 'Fog', 'waxing-gibbous', 'fog', 'Dark Sky'),
(362, 52, 1, 550, 0.102, 1013.4, 0.88, 687510103.0, 687549887.0, 13.8, 6.8, 128.0, 19.1, 'Clear', 'full-moon', 'clear-night', 'Dark Sky'),
(363, 52, 1, 551, 0.353, 999.5, 0.52, 687685202.0, 687726409.0, 4.4, 11.4, 160.0, 8.3, 'Fog', 'waning-crescent', 'fog', 'Dark Sky'),
(364, 52, 1, 552, 0.46, 1012.1, 0.49, 687683017.0, 687731649.0, -2.5, 6.3, 83.0, 26.2, 'Snow', 'first-quarter', 'snow', 'Apple Weather');
INSERT INTO ZATTACHMENT (Z_PK, Z_ENT, Z_OPT, ZHEIGHT, ZISRECORDING, ZORDERINENTRY, ZWIDTH, ZENTRY, ZDURATION, ZCAPTION, ZFILENAME, ZIDENTIFIER, ZMD5, ZTYPE) VALUES
(1, 3, 1, 4032, 0, 0, 3024, 1, 0.0, NULL, NULL, '085FFEF86E1E98E2DBECE4EAD293CA94', 'c4ca4238a0b923820dcc509a6f75849b', 'heic'),
(3, 3, 1, 2532, 0, 0, 1170, 6, 25.0, NULL, NULL, '7C41408A71959BFB9F7C62BB7CE1F4B3', 'eccbc87e4b5ce2fe28308fd9f2a7baf3', 'mov'),
(4, 3, 1, 2532, 0, 0, 1170, 8, 42.0, NULL, NULL, 'D541EAA04FA04557DD82FF35DBE4644B', 'a87ff679a2f3e71d9181a67b7542122c', 'mov'),
(5, 3, 1, 3024, 0, 1, 4032, 8, 0.0, NULL, NULL, '2BC97452CF6F4C9003510E480AE5DE17', 'e4da3b7fbbce2345d7772b0674a318d5', 'heic'),
(6, 3, 1, 2532, 0, 2, 1170, 8, 0.0, 'caption 6', NULL, '4FDCBDECC603F12F2F1E98A2FB45B99A', '1679091c5a880faf6fb5e6087eb1b2dc', 'jpeg'),
(7, 3, 1, 3024, 0, 3, 4032, 8, 0.0, NULL, NULL, '72CDC5D933439FC489476E6E7F8C74B1', '8f14e45fceea167a5a36dedd4bea2543', 'png'),
(8, 3, 1, 4032, 0, 4, 3024, 8, 0.0, NULL, NULL, '4B1D37E9A2B35B257C829DD4815A1D2C', 'c9f0f895fb98ab9159f51fd0297e236d', 'jpeg'),
(9, 3, 1, 2532, 0, 0, 1170, 12, 0.0, NULL, NULL, '1BCC2018718E177DE812DD498BDBD5EF', '45c48cce2e2d7fbdea1afc51c7c6ad26', 'heic'),
(10, 3, 1, 4032, 0, 1, 3024, 12, 0.0, 'caption 10', NULL, 'A4E23852D8BCA4DFD6D9A92F916EA301', 'd3d9446802a44259755d38e6d163e820', 'heic'),
(11, 3, 1, 3024, 0, 0, 4032, 18, 0.0, NULL, NULL, '0D2565BA1BDC0CF64A34FC663A0D8704', '6512bd43d9caa6e02c990b0a82652dca', 'jpeg'),
(12, 3, 1, 3024, 0, 0, 4032, 24, 0.0, NULL, NULL, '44B5586618B5FA78F58BD64BD5114457', 'c20ad4d76fe97759aa27a0c99bff6710', 'jpeg'),
(13, 3, 1, 4032, 0, 1, 3024, 24, 0.0, NULL, NULL, '33DA56946A96F9A2F680F45F52D52D48', 'c51ce410c124a10e0db5e4b97fc2af39', 'jpeg'),
(14, 3, 1, 2532, 0, 0, 1170, 28, 0.0, NULL, NULL, 'B1B94C7B56CDC2F602C0798582A69DA8', 'aab3238922bcc25a6f606eb525ffdc56', 'png'),
(15, 3, 1, 3024, 0, 1, 4032, 28, 87.0, NULL, NULL, 'A6BFF080C7693BBB583FA9B2F449E6F2', '9bf31c7ff062936a96d3c8bd1f8f2ff3', 'mov'),
(16, 3, 1, 3024, 0, 2, 4032, 28, 0.0, NULL, NULL, '85B834516F0E394AED862B95FF9CC779', 'c74d97b01eae257e44aa9d5bade97baf', 'jpeg'),
(17, 3, 1, 3024, 0, 3, 4032, 28, 0.0, NULL, NULL, '5FEE23ECA041AE9F8B6FC8D0CF85D960', '70efdf2ec9b086079795c442636b55fb', 'jpeg'),
(18, 3, 1, 1080, 0, 4, 1920, 28, 0.0, 'caption 18', NULL, 'D368D2CBE859A9BB217008B1E5E89B52', '6f4922f45568161a8cdf4ad2299f6d23', 'jpeg'),
(19, 3, 1, 4032, 0, 5, 3024, 28, 0.0, NULL, NULL, '373F0CA78F25AF085ED1E0CB03057353', '1f0e3dad99908345f7439f8ffabdffc4', 'heic'),
(20, 3, 1, 2532, 0, 6, 1170, 28, 0.0, NULL, NULL, '03982613286551B147CC52739B863D5E', '98f13708210194c475687be6106a3b84', 'jpeg'),
(21, 3, 1, 3024, 0, 7, 4032, 28, 0.0, NULL, NULL, '13F48327058C0609617022C4FC1922B6', '3c59dc048e8850243be8079a5c74d079', 'jpeg'),
(22, 3, 1, 2532, 0, 8, 1170, 28, 0.0, 'caption 22', NULL, '38510AD5821B350AD4636AD718936B68', 'b6d767d2f8ed5d21a44b0e5886680cb9', 'jpeg'),
(23, 3, 1, 2532, 0, 0, 1170, 31, 0.0, 'caption 23', NULL, '411F4DC0CCAF8641C883944280BBC5EF', '37693cfc748049e45d87b8c7d8b9aacd', 'jpeg'),
(24, 3, 1, 3024, 0, 0, 4032, 34, 0.0, NULL, NULL, '8BE676834D482E06FEFF34FF1975EFF9', '1ff1de774005f8da13f42943881c655f', 'heic'),
(25, 3, 1, 2532, 0, 0, 1170, 35, 0.0, 'caption 25', NULL, 'C3A44A5426EB8D9FFDEA53F3C42C442C', '8e296a067a37563370ded05f5a3bf3ec', 'jpeg'),
(27, 3, 1, 4032, 0, 1, 3024, 35, 0.0, NULL, NULL, 'A5918C2027C229B2C1885C1DD0CFF904', '02e74f10e0327ad868d138f2b4fdd6f0', 'heic'),
(28, 3, 1, 3024, 0, 2, 4032, 35, 0.0, NULL, NULL, '8434A109AFDFD553B4C29E36E8F2090F', '33e75ff09dd601bbe69f351039152189', 'jpeg'),
(29, 3, 1, 3024, 0, 3, 4032, 35, 44.0, 'caption 29', NULL, 'BD1F903580D1AE00B90C4515CD379B9D', '6ea9ab1baa0efb9e19094440c317e21b', 'mov'),
(30, 3, 1, 1080, 0, 4, 1920, 35, 0.0, 'caption 30', NULL, '43F7E11542D64D40E86875BD17844AC0', '34173cb38f07f89ddbebc2ac9128303f', 'jpeg'),
(31, 3, 1, 2532, 0, 0, 1170, 41, 0.0, NULL, NULL, '32D171DFEA277CFFBC391B73EFB814CA', 'c16a5320fa475530d9583c34fd356ef5', 'jpeg'),
(32, 3, 1, 1080, 0, 0, 1920, 43, 28.0, NULL, NULL, 'FC0AA4507E87FE6D7BF61EFAF500413B', '6364d3f0f495b6ab9dcf8d3b5c6e0b01', 'mov'),
(33, 3, 1, 4032, 0, 0, 3024, 46, 0.0, NULL, NULL, 'C145B328923A9BD7E0CD20744847EFDF', '182be0c5cdcd5072bb1864cdee4d3d6e', 'heic'),
(34, 3, 1, 4032, 0, 0, 3024, 48, 0.0, NULL, NULL, 'D75442C412296EAFC22D87324297CBB0', 'e369853df766fa44e1ed0ff613f563bd', 'heic'),
(35, 3, 1, 1080, 0, 0, 1920, 49, 0.0, NULL, NULL, '600E001A384959C522EDF04A967A0B72', '1c383cd30b7c298ab50293adfecb7b18', 'jpeg'),
(36, 3, 1, 2532, 0, 0, 1170, 53, 0.0, NULL, NULL, 'CB6279806042531C11E38A68BBBA4F45', '19ca14e7ea6328a42e0eb13d585e4c22', 'jpeg'),
(38, 3, 1, 4032, 0, 1, 3024, 53, 0.0, NULL, NULL, '9D2E2106D6CF87D9EF93C0A0474A2F24', 'a5771bce93e200c36f7cd9dfd0e5deaa', 'heic'),
(39, 3, 1, 3024, 0, 0, 4032, 61, 0.0, NULL, NULL, '7EB8603C0AF47C9CBB31351D8F99DAB2', 'd67d8ab4f4c10bf22aa353e27879133c', 'heic'),
(41, 3, 1, 3024, 0, 0, 4032, 66, 0.0, NULL, NULL, '07140C0FBF95BB0564873CE4FE863F9D', '3416a75f4cea9109507cacd8e2f2aefc', 'png'),
(42, 3, 1, 4032, 0, 0, 3024, 72, 0.0, NULL, NULL, '1A192B74B2F95D1E536B098FAC340864', 'a1d0c6e83f027327d8461063f4ac58a6', 'jpeg'),
(43, 3, 1, 1080, 0, 1, 1920, 72, 0.0, 'caption 43', NULL, '43A94DC6174229AA8B1F964F5B686D52', '17e62166fc8586dfa4d1bc0e1742c08b', 'jpeg'),
(44, 3, 1, 3024, 0, 0, 4032, 75, 0.0, NULL, NULL, '8CA1C61AFB2B55402E6532423F57A1B8', 'f7177163c833dff4b38fc8d2872f1ec6', 'jpeg'),
(46, 3, 1, 4032, 0, 0, 3024, 76, 0.0, 'caption 46', NULL, 'B43A5DEA641CC75004DF0838501C76F4', 'd9d4f495e875a2e075a1a4a6e1b9770f', 'jpeg'),
(47, 3, 1, 0, 1, 0, 0, 83, 71.0, NULL, NULL, '4F797A38B460C66986E70255980A3A0E', '67c6a1e7ce56d3d6fa748ab6d9af3fd7', 'm4a'),
(48, 3, 1, 3024, 0, 0, 4032, 86, 0.0, NULL, NULL, '96DBB8E0BEE0638954524106EA294180', '642e92efb79421734881b53e1e1b18b6', 'heic'),
(49, 3, 1, 3024, 0, 1, 4032, 86, 0.0, NULL, NULL, '47225F50B6A47BF15EE0565F4C9EC819', 'f457c545a9ded88f18ecee47145a72c0', 'jpeg'),
(50, 3, 1, 4032, 0, 2, 3024, 86, 79.0, NULL, NULL, '4E978E7FBC0474FF62F54ABA9A9BDD3D', 'c0c7c76d30bd3dcaefc96f40275bdc0a', 'mov'),
(51, 3, 1, 4032, 0, 0, 3024, 89, 0.0, NULL, NULL, '26C8FEE16162B79AEA8EA2A667EE92AD', '2838023a778dfaecdc212708f721b788', 'jpeg'),
(52, 3, 1, 2532, 0, 0, 1170, 90, 0.0, NULL, NULL, '64CA7E5772B6E2B2E883815B31B91228', '9a1158154dfa42caddbd0694a4e9bdc8', 'heic'),
(53, 3, 1, 3024, 0, 0, 4032, 92, 0.0, NULL, NULL, '36928E0F3791E195D291CE630C3B9720', 'd82c8d1619ad8176d665453cfb2e55f0', 'heic'),
(54, 3, 1, 3024, 0, 1, 4032, 92, 0.0, NULL, NULL, 'DEEC1D00E25C3F9AC1FE27E81A5BE183', 'a684eceee76fc522773286a895bc8436', 'heic'),
(55, 3, 1, 3024, 0, 2, 4032, 92, 0.0, NULL, NULL, 'F6D9972C42AE35BCD3B92DA862F14B15', 'b53b3a3d6ab90ce0268229151c9bde11', 'jpeg'),
(56, 3, 1, 2532, 0, 3, 1170, 92, 0.0, NULL, NULL, '866F29BE08E860C1A1915BED70C45D7F', '9f61408e3afb633e50cdf1b20de6f466', 'jpeg'),
(57, 3, 1, 0, 0, 4, 0, 92, 0.0, NULL, NULL, '1798B1BCB721FC21B1412F79CE3138DF', '72b32a1f754ba1c09b3695e0cb6cde7f', 'pdf'),
(59, 3, 1, 4032, 0, 0, 3024, 93, 0.0, NULL, NULL, '3537337CE4143C37D2702DFA608693BB', '093f65e080a295f8076b1c5722a46aa2', 'jpeg'),
(60, 3, 1, 3024, 0, 0, 4032, 98, 0.0, NULL, NULL, '2D7EBF78EC51710F23E085D3EF26ECAA', '072b030ba126b2f4b2374f342be9ed44', 'heic'),
(61, 3, 1, 4032, 0, 0, 3024, 99, 0.0, NULL, NULL, '99676BA7D9C49977639F5F519438819C', '7f39f8317fbdb1988ef4c628eba02591', 'heic'),
(63, 3, 1, 2532, 0, 0, 1170, 104, 0.0, NULL, NULL, 'A690396C98628299ECD982E03638706E', '03afdbd66e7929b125f8597834fa83a4', 'jpeg'),
(64, 3, 1, 1080, 0, 0, 1920, 108, 0.0, NULL, NULL, '9355037C23BD313D23B489D18087DBE3', 'ea5d2f1c4608232e07d3aa3d998e5135', 'jpeg'),
(65, 3, 1, 4032, 0, 0, 3024, 110, 0.0, NULL, NULL, '939AB5BCA9F763FB07CB13E6F245F025', 'fc490ca45c00b1249bbe3554a4fdf6fb', 'jpeg'),
(66, 3, 1, 2532, 0, 1, 1170, 110, 0.0, NULL, NULL, '2DD07C492EAA8B77C98B6E6CAA0B8E23', '3295c76acbf4caaed33c36b1b5fc2cb1', 'heic'),
(67, 3, 1, 2532, 0, 0, 1170, 129, 0.0, NULL, NULL, 'D016BB9D1947707C187FA6042C1D83A8', '735b90b4568125ed6c3f678819b6e058', 'png'),
(68, 3, 1, 4032, 0, 1, 3024, 129, 0.0, NULL, NULL, '3307F86E393D5034C28820368F8E944C', 'a3f390d88e4c41f2747bfa2f1b5f87db', 'jpeg'),
(70, 3, 1, 3024, 0, 2, 4032, 129, 0.0, 'caption 70', NULL, '856D430F8D1FA063751326685AC71C27', '7cbbc409ec990f19c78c75bd1e06f215', 'png'),
(71, 3, 1, 3024, 0, 0, 4032, 135, 0.0, NULL, NULL, 'FAD685CE4137262607880B0E3E240FD1', 'e2c420d928d4bf8ce0ff2ec19b371514', 'png'),
(73, 3, 1, 4032, 0, 1, 3024, 135, 0.0, NULL, NULL, 'DD2F4C9BA92E7F4E27DB7573D9B54CF4', 'd2ddea18f00665ce8623e36bd4e3c7c5', 'jpeg'),
(74, 3, 1, 1080, 0, 2, 1920, 135, 0.0, NULL, NULL, '3DC626EAD52F1407F8E068A9FDCEEF2D', 'ad61ab143223efbc24c7d2583be69251', 'jpeg'),
(75, 3, 1, 1080, 0, 0, 1920, 139, 0.0, 'caption 75', NULL, 'EC0E4806A323CFC33584226DA8665FFB', 'd09bf41544a3365a46c9077ebb5e35c3', 'jpeg'),
(76, 3, 1, 2532, 0, 0, 1170, 144, 0.0, NULL, NULL, '75A4FC470081E9CA11946C58AFA91BB5', 'fbd7939d674997cdb4692d34de8633c4', 'jpeg'),
(77, 3, 1, 1080, 0, 1, 1920, 144, 0.0, 'caption 77', NULL, 'B3244BC2D523671501B85747648A9DEC', '28dd2c7955ce926456240b2ff0100bde', 'jpeg'),
(79, 3, 1, 2532, 0, 0, 1170, 146, 0.0, NULL, NULL, '30CEB40702F4008E38E3DA94F61BB395', 'd1fe173d08e959397adf34b1d77e88d7', 'jpeg'),
(80, 3, 1, 3024, 0, 0, 4032, 147, 0.0, 'caption 80', NULL, '4BADD4C77D4A1D3518FA513CC21CAE83', 'f033ab37c30201f73f142449d037028d', 'jpeg'),
(81, 3, 1, 4032, 0, 0, 3024, 153, 0.0, NULL, NULL, '5341ECEAA93777CC2BD25070791C7962', '43ec517d68b6edd3015b3edc9a11367b', 'jpeg'),
(82, 3, 1, 1080, 0, 0, 1920, 154, 0.0, 'caption 82', NULL, '80DE34DD7904BDD97427533896C42A3D', '9778d5d219c5080b9a6a17bef029331c', 'jpeg'),
(83, 3, 1, 4032, 0, 1, 3024, 154, 0.0, NULL, NULL, '571573E2994872A4072ADAE0E603A230', 'fe9fc289c3ff0af142b6d3bead98a923', 'jpeg'),
(84, 3, 1, 1080, 0, 0, 1920, 155, 0.0, NULL, NULL, '7C1D478871338AD9C61744CBCAE0CF1A', '68d30a9594728bc39aa24be94b319d21', 'jpeg'),
(85, 3, 1, 2532, 0, 0, 1170, 163, 0.0, NULL, NULL, '87F385F47FDE230EC506C316577279A3', '3ef815416f775098fe977004015c6193', 'heic'),
(86, 3, 1, 3024, 0, 0, 4032, 165, 0.0, NULL, NULL, '84E597F1F0B943C16244BFFDF1BE5ECC', '93db85ed909c13838ff95ccfa94cebd9', 'heic'),
(87, 3, 1, 2532, 0, 0, 1170, 166, 0.0, NULL, NULL, '5368293CC4EA5BE77C8CCA9D2A8C9952', 'c7e1249ffc03eb9ded908c236bd1996d', 'jpeg'),
(88, 3, 1, 4032, 0, 0, 3024, 167, 0.0, NULL, NULL, 'A81AE9CB9C15F22EBE8F06EA54251DD8', '2a38a4a9316c49e5a833517c45d31070', 'heic'),
(89, 3, 1, 2532, 0, 0, 1170, 171, 0.0, NULL, NULL, 'CAEC8BF131EF589ED4DE20CC1DB561BA', '7647966b7343c29048673252e490f736', 'jpeg'),
(90, 3, 1, 3024, 0, 1, 4032, 171, 0.0, NULL, NULL, '73C20E47B224BEB6A00074A449495EFC', '8613985ec49eb8f757ae6439e879bb2a', 'heic'),
(92, 3, 1, 4032, 0, 2, 3024, 171, 0.0, NULL, NULL, 'B2B6E16013B66B9420009FA5D1A9F69C', '92cc227532d17e56e07902b254dfad10', 'jpeg'),
(93, 3, 1, 4032, 0, 3, 3024, 171, 0.0, NULL, NULL, 'B6F7538B4F73D9E4DF1583FCCF65F930', '98dce83da57b0395e163467c9dae521b', 'jpeg'),
(94, 3, 1, 4032, 0, 4, 3024, 171, 0.0, NULL, NULL, 'E9B0C1A022639BFFDF823F4D45DB5201', 'f4b9ec30ad9f68f89b29639786cb62ef', 'heic'),
(95, 3, 1, 1080, 0, 0, 1920, 187, 0.0, NULL, NULL, 'B1E9AAC8633BB6E0C0ECE7CC665DEC3F', '812b4ba287f5ee0bc9d43bbf5bbe87fb', 'heic'),
(97, 3, 1, 3024, 0, 0, 4032, 192, 0.0, NULL, NULL, '938470545F5E462712D53F5501D0377F', 'e2ef524fbf3d9fe611d5a8e90fefdc9c', 'jpeg'),
(98, 3, 1, 4032, 0, 0, 3024, 193, 0.0, 'caption 98', NULL, '8BE88409FD473B26B7C539CDDBD0AD47', 'ed3d2c21991e3bef5e069713af9fa6ca', 'heic'),
(99, 3, 1, 3024, 0, 1, 4032, 193, 0.0, 'caption 99', NULL, 'C996BB772E6D6634B5E2AEF3C78F655E', 'ac627ab1ccbdb62ec96e702f07f6425b', 'jpeg'),
(100, 3, 1, 1080, 0, 2, 1920, 193, 0.0, NULL, NULL, '573769684889CBB4E0C66A0F5D9BE160', 'f899139df5e1059396431415e770c6dd', 'heic'),
(101, 3, 1, 1080, 0, 0, 1920, 199, 0.0, NULL, NULL, '1A7D53488F75CE4D40169CA8FBFE4C18', '38b3eff8baf56627478ec76a704e9b52', 'heic'),
(102, 3, 1, 2532, 0, 0, 1170, 205, 0.0, NULL, NULL, 'DCCE4F6320C2DDD5C232BE8CA80A73DF', 'ec8956637a99787bd197eacd77acce5e', 'jpeg'),
(103, 3, 1, 3024, 0, 0, 4032, 210, 0.0, NULL, NULL, '95121A7A559E6B9354F92A2776E0BCF1', '6974ce5ac660610b44d9b9fed0ff9548', 'jpeg'),
(104, 3, 1, 0, 1, 0, 0, 216, 50.0, 'caption 104', NULL, 'A0132D5493F9FA712EA7DFFCB61B393C', 'c9e1074f5b3f9fc8ea15d152add07294', 'm4a'),
(105, 3, 1, 4032, 0, 0, 3024, 218, 0.0, NULL, NULL, 'F2F437B59FCA2607ACD2FB4463C801D4', '65b9eea6e1cc6bb9f0cd2a47751a186f', 'jpeg'),
(106, 3, 1, 4032, 0, 0, 3024, 221, 0.0, NULL, NULL, '66BAB339BB220CFF8B39166879815A34', 'f0935e4cd5920aa6c7c996a5ee53a70f', 'jpeg'),
(108, 3, 1, 2532, 0, 0, 1170, 222, 0.0, NULL, NULL, 'E95F05FA3CCA1D2F2D1ED18376E611B7', 'a3c65c2974270fd093ee8a9bf8ae7d0b', 'jpeg'),
(109, 3, 1, 1080, 0, 0, 1920, 225, 0.0, NULL, NULL, 'CA543A3B6BE32D3741FFF0E98D68C435', '2723d092b63885e0d7c260cc007e8b9d', 'heic'),
(111, 3, 1, 3024, 0, 0, 4032, 231, 0.0, NULL, NULL, '923B0100A6D6AF231CECCE751C6C9071', '698d51a19d8a121ce581499d7b701668', 'jpeg'),
(112, 3, 1, 2532, 0, 0, 1170, 234, 0.0, 'caption 112', NULL, 'ECD11D465C9B83E1D863E699919618EB', '7f6ffaa6bb0b408017b62254211691b5', 'jpeg'),
(113, 3, 1, 4032, 0, 0, 3024, 235, 0.0, NULL, NULL, '06BC645CFCB990AA6434586828A3D75F', '73278a4a86960eeb576a8fd4c9ec6997', 'jpeg'),
(114, 3, 1, 2532, 0, 0, 1170, 237, 0.0, NULL, NULL, '27085E0A37012CCBF73A29EE29C9D0CD', '5fd0b37cd7dbbb00f97ba6ce92bf5add', 'jpeg'),
(115, 3, 1, 4032, 0, 1, 3024, 237, 0.0, NULL, NULL, 'E6AC3A64E61F57A270A435522E1D806E', '2b44928ae11fb9384c4cf38708677c48', 'jpeg'),
(116, 3, 1, 3024, 0, 0, 4032, 238, 0.0, NULL, NULL, 'B47EA18B149FC3C7C1F279DD959C5977', 'c45147dee729311ef5b5c3003946c48f', 'jpeg'),
(117, 3, 1, 1080, 0, 0, 1920, 239, 0.0, NULL, NULL, 'BDF3295EC17201B6BBC70E1122AC68D9', 'eb160de1de89d9058fcb0b968dbbbd68', 'heic'),
(118, 3, 1, 3024, 0, 1, 4032, 239, 0.0, NULL, NULL, 'D7CF942A3FD928D6493DBEE12ED24037', '5ef059938ba799aaa845e1c2e8a762bd', 'png'),
(119, 3, 1, 2532, 0, 2, 1170, 239, 63.0, NULL, NULL, 'D0F57734160088A2098B4167ABC87DB0', '07e1cd7dca89a1678042477183b7ac3f', 'mov'),
(120, 3, 1, 4032, 0, 0, 3024, 240, 0.0, NULL, NULL, 'A81B07F1A3FD4A339617880A2A26A0F9', 'da4fb5c6e93e74d3df8527599fa62642', 'jpeg'),
(121, 3, 1, 2532, 0, 0, 1170, 246, 0.0, NULL, NULL, 'A04BA675BC572867BAC55AF8AE3312F7', '4c56ff4ce4aaf9573aa5dff913df997a', 'heic'),
(122, 3, 1, 2532, 0, 1, 1170, 246, 0.0, NULL, NULL, '15E54B0306EA0CE4CED8E2064A6AC4EB', 'a0a080f42e6f13b3a2df133f073095dd', 'jpeg'),
(123, 3, 1, 0, 1, 2, 0, 246, 81.0, NULL, NULL, '41F6AF617408B0D5A9BF850F4764BB28', '202cb962ac59075b964b07152d234b70', 'm4a'),
(124, 3, 1, 3024, 0, 0, 4032, 247, 0.0, NULL, NULL, 'FED0AC9FACB1F30E8DD774DECEE35C77', 'c8ffe9a587b126f152ed3d89a146b445', 'jpeg'),
(125, 3, 1, 1080, 0, 0, 1920, 248, 0.0, NULL, NULL, 'EC8A39DA7F1C5F98FD6FCEB9E2D12CA7', '3def184ad8f4755ff269862ea77393dd', 'jpeg'),
(126, 3, 1, 4032, 0, 1, 3024, 248, 0.0, NULL, NULL, '5048428A84C223CBB9485985A1551FCA', '069059b7ef840f0c74a814ec9237b6ec', 'jpeg'),
(127, 3, 1, 2532, 0, 2, 1170, 248, 0.0, 'caption 127', NULL, 'D0EAB61D13C7B7F3321BDC6E402B733D', 'ec5decca5ed3d6b8079e2e7e7bacc9f2', 'heic'),
(128, 3, 1, 1080, 0, 3, 1920, 248, 0.0, NULL, NULL, '96F4D8FBA468803B3D4DEBDA86F4F473', '76dc611d6ebaafc66cc0879c71b5db5c', 'jpeg'),
(129, 3, 1, 3024, 0, 4, 4032, 248, 0.0, NULL, NULL, 'B1C3ADF7848001EA82D9702B543FAE3B', 'd1f491a404d6854880943e5c3cd9ca25', 'jpeg'),
(131, 3, 1, 0, 1, 0, 0, 254, 26.0, 'caption 131', NULL, '7C742D232758FB155A61029F98811662', '1afa34a7f984eeabdbb0a7d494132ee5', 'm4a'),
(132, 3, 1, 1080, 0, 1, 1920, 254, 0.0, NULL, NULL, 'C6B56939CA87AB9F7844ACE8A768A7CE', '65ded5353c5ee48d0b7d48c591b8f430', 'heic'),
(133, 3, 1, 2532, 0, 0, 1170, 256, 0.0, NULL, NULL, '0D4C935BE03D69EC27A4CCAF0EC89FEB', '9fc3d7152ba9336a670e36d0ed79bc43', 'jpeg'),
(135, 3, 1, 4032, 0, 0, 3024, 261, 0.0, NULL, NULL, '970A9635F219FB84C9F9502AAD321D45', '7f1de29e6da19d22b51c68001e7e0e54', 'jpeg'),
(136, 3, 1, 4032, 0, 0, 3024, 262, 0.0, NULL, NULL, 'AA394316010016AC7D316A69F4AF69A3', '42a0e188f5033bc65bf8d78622277c4e', 'heic'),
(137, 3, 1, 1080, 0, 1, 1920, 262, 0.0, NULL, NULL, '8C8C26615AC249426BAC011E0FB9DA79', '3988c7f88ebcb58c6ce932b957b6f332', 'jpeg'),
(138, 3, 1, 4032, 0, 2, 3024, 262, 0.0, NULL, NULL, 'DDF036ED908C8CA27E7D8298E127790F', '013d407166ec4fa56eb1e1f8cbe183b9', 'heic'),
(139, 3, 1, 1080, 0, 0, 1920, 267, 0.0, NULL, NULL, '982EE3BC780F5E1A578D773BD837E3E1', 'e00da03b685a0dd18fb6a08af0923de0', 'heic'),
(140, 3, 1, 3024, 0, 0, 4032, 268, 0.0, NULL, NULL, '360B7AA5E29041C8D5C3D85E34EC0A8D', '1385974ed5904a438616ff7bdb3f7439', 'heic'),
(141, 3, 1, 3024, 0, 0, 4032, 271, 0.0, NULL, NULL, 'AE4BCE1C68925F69DF5AAAE92D9FA6C2', '0f28b5d49b3020afeecd95b4009adf4c', 'jpeg'),
(142, 3, 1, 2532, 0, 0, 1170, 276, 0.0, NULL, NULL, 'D5B1EEEADE4ECA38AB5BCC12BD077F20', 'a8baa56554f96369ab93e4f3bb068c22', 'heic'),
(143, 3, 1, 2532, 0, 0, 1170, 279, 0.0, NULL, NULL, 'A96A24E7A3B16C331E3E5BC6D3521F82', '903ce9225fca3e988c2af215d4e544d3', 'jpeg'),
(144, 3, 1, 3024, 0, 0, 4032, 283, 0.0, NULL, NULL, '21C9D5A64C2DB78A4F5701A3CA0492B1', '0a09c8844ba8f0936c20bd791130d6b6', 'heic'),
(145, 3, 1, 2532, 0, 0, 1170, 285, 0.0, NULL, NULL, 'FB20D4DC53C494CF18ED2231FB439CA4', '2b24d495052a8ce66358eb576b8912c8', 'heic'),
(146, 3, 1, 1080, 0, 0, 1920, 291, 94.0, NULL, NULL, '09F7DAFC3D4723B5FF5E3FF38A277EA0', 'a5e00132373a7031000fd987a3c9f87b', 'mov'),
(147, 3, 1, 1080, 0, 0, 1920, 297, 0.0, NULL, NULL, '9D034644A159870942DD6DC6BD3F6C5A', '8d5e957f297893487bd98fa830fa6413', 'jpeg'),
(148, 3, 1, 1080, 0, 0, 1920, 300, 0.0, NULL, NULL, '05242EA520BFBC4BDADC1D1782555E14', '47d1e990583c9c67424d369f3414728e', 'jpeg'),
(149, 3, 1, 3024, 0, 0, 4032, 311, 21.0, NULL, NULL, '7B0B1FAFAF27741773B89246D5A6B602', 'f2217062e9a397a1dca429e7d70bc6ca', 'mov'),
(150, 3, 1, 4032, 0, 1, 3024, 311, 0.0, NULL, NULL, 'F695C8B2ECA5E593908671CCF82FD574', '7ef605fc8dba5425d6965fbd4c8fbe1f', 'jpeg'),
(151, 3, 1, 0, 0, 0, 0, 314, 0.0, NULL, NULL, 'D3F1ABE66FFBAB84BBA177B276F83E4E', 'a8f15eda80c50adb0e71943adc8015cf', 'pdf'),
(152, 3, 1, 4032, 0, 1, 3024, 314, 0.0, NULL, NULL, '71ECDA5AE83724EB54C52592AADE7CD5', '37a749d808e46495a8da1e5352d03cae', 'heic'),
(153, 3, 1, 1080, 0, 2, 1920, 314, 0.0, NULL, NULL, '96DB47455BECB1B95F07ECC4E07B7C2A', 'b3e3e393c77e35a4a3f3cbd1e429b5dc', 'jpeg'),
(154, 3, 1, 2532, 0, 0, 1170, 322, 0.0, NULL, NULL, '56B3A118A5512FF2D381CE60DEDC774F', '1d7f7abc18fcb43975065399b0d1e48e', 'jpeg'),
(155, 3, 1, 1080, 0, 0, 1920, 331, 0.0, NULL, NULL, 'B372DAA83DFF210ACEDF971D33831A83', '2a79ea27c279e471f4d180b08d62b00a', 'heic'),
(156, 3, 1, 4032, 0, 0, 3024, 333, 0.0, NULL, NULL, '8C7CF0CE89AB425AEEA4E4791971E660', '1c9ac0159c94d8d0cbedc973445af2da', 'heic'),
(157, 3, 1, 3024, 0, 1, 4032, 333, 0.0, NULL, NULL, '9FE86661BE709C2FDEC6BD37A2F34906', '6c4b761a28b734fe93831e3fb400ce87', 'jpeg'),
(159, 3, 1, 2532, 0, 2, 1170, 333, 0.0, NULL, NULL, '8518E4265E8A047409F26F264A623684', '140f6969d5213fd0ece03148e62e461e', 'jpeg'),
(160, 3, 1, 4032, 0, 0, 3024, 334, 0.0, NULL, NULL, '430D66E95B39F9BAA6DEBD8186E3F63E', 'b73ce398c39f506af761d2277d853a92', 'jpeg'),
(162, 3, 1, 2532, 0, 1, 1170, 334, 0.0, NULL, NULL, '7FF71AE43B4BF02596E00EFC57C8A7AA', '82aa4b0af34c2313a562076992e50aa3', 'jpeg'),
(163, 3, 1, 4032, 0, 2, 3024, 334, 0.0, NULL, NULL, 'EF13BAEB91B1822FFF67181B0C38C625', '0777d5c17d4066b82ab86dff8a46af6f', 'jpeg'),
(164, 3, 1, 4032, 0, 0, 3024, 335, 0.0, 'caption 164', NULL, '5ED728CC6882D12A291A403C446B9AA2', 'fa7cdfad1a5aaf8370ebeda47a1ff1c3', 'jpeg'),
(165, 3, 1, 2532, 0, 0, 1170, 337, 0.0, NULL, NULL, 'DC78E0D73159D6D0491A9301DFF833A0', '9766527f2b5d3e95d4a733fcfb77bd7e', 'jpeg'),
(167, 3, 1, 4032, 0, 0, 3024, 338, 0.0, NULL, NULL, '3A0DCDD487FBA6E1DBC3E7F84292EF8B', '5878a7ab84fb43402106c575658472fa', 'png'),
(168, 3, 1, 2532, 0, 0, 1170, 341, 0.0, NULL, NULL, '322850FF697FC55FCDE8CEE1CD8A71A6', '006f52e9102a8d3be2fe5614f42ba989', 'jpeg'),
(169, 3, 1, 4032, 0, 1, 3024, 341, 0.0, NULL, NULL, '0AC0007434D817CA23719201E367084E', '3636638817772e42b59d74cff571fbb3', 'heic'),
(170, 3, 1, 3024, 0, 2, 4032, 341, 0.0, NULL, NULL, 'D3EC0AA4CD98DC0AB52B58D97032FE7E', '149e9677a5989fd342ae44213df68868', 'jpeg'),
(171, 3, 1, 2532, 0, 0, 1170, 345, 0.0, NULL, NULL, '43FA5191826F045D9D18FE6DDFCB7F1C', 'a4a042cf4fd6bfb47701cbc8a1653ada', 'jpeg'),
(173, 3, 1, 2532, 0, 1, 1170, 345, 0.0, NULL, NULL, '05FDBEC8018FFD34BA8B9D740CEF2C1F', 'f7e6c85504ce6e82442c770f7c8606f0', 'jpeg'),
(175, 3, 1, 4032, 0, 0, 3024, 349, 0.0, NULL, NULL, 'BDAD8734BD6CE1F8414D4C457109F92F', '82161242827b703e6acf9c726942a1e4', 'jpeg'),
(176, 3, 1, 3024, 0, 1, 4032, 349, 0.0, NULL, NULL, 'C94E04FDCFE7AA335F21CCEE0F9986C0', '38af86134b65d0f10fe33d30dd76442e', 'jpeg'),
(177, 3, 1, 3024, 0, 2, 4032, 349, 0.0, NULL, NULL, '823B6FC77BE49958DFDE28B0C0D6355C', '96da2f590cd7246bbde0051047b0d6f7', 'jpeg'),
(178, 3, 1, 2532, 0, 0, 1170, 351, 0.0, NULL, NULL, 'BD1F71BD94116D6505BB1D60BCC14908', '8f85517967795eeef66c225f7883bdcb', 'jpeg'),
(180, 3, 1, 4032, 0, 0, 3024, 352, 0.0, NULL, NULL, '3BDF32B4256F366845AF2EB5A4A3D10F', '045117b0e0a11a242b9765e79cbf113f', 'heic'),
(181, 3, 1, 2532, 0, 1, 1170, 352, 0.0, 'caption 181', NULL, '6FCC87300284F64AC2494E7DB26D9AE6', 'fc221309746013ac554571fbd180e1c8', 'heic'),
(182, 3, 1, 2532, 0, 0, 1170, 369, 0.0, NULL, NULL, 'D3573D9006D5A98C35CC8015CD9CD921', '4c5bde74a8f110656874902f07378009', 'heic'),
(183, 3, 1, 3024, 0, 0, 4032, 371, 0.0, NULL, NULL, '59273F403B116159A5A3F97A3E656767', 'cedebb6e872f539bef8c3f919874e9d7', 'png'),
(184, 3, 1, 2532, 0, 0, 1170, 373, 0.0, NULL, NULL, '63D021B70B4D35DBA03132531ED40F65', '6cdd60ea0045eb7a6ec44c54d29ed402', 'jpeg'),
(185, 3, 1, 4032, 0, 0, 3024, 375, 0.0, 'caption 185', NULL, '41CA1BBF7E481B60FE08EEC2F19E3AD3', 'eecca5b6365d9607ee5a9d336962c534', 'jpeg'),
(186, 3, 1, 1080, 0, 1, 1920, 375, 0.0, NULL, NULL, '7250B6776FC0BC1A157D103DE2A09178', '9872ed9fc22fc182d371c3e9ed316094', 'heic'),
(188, 3, 1, 3024, 0, 0, 4032, 377, 0.0, NULL, NULL, 'F2F08E95E97013FB1241C49B2E23BD2F', '9dcb88e0137649590b755372b040afad', 'jpeg'),
(189, 3, 1, 1080, 0, 0, 1920, 378, 0.0, 'caption 189', NULL, 'EB741AB1F59BD51AF21B370847C172A6', 'a2557a7b2e94197ff767970b67041697', 'jpeg'),
(190, 3, 1, 1080, 0, 0, 1920, 384, 0.0, NULL, NULL, '8083DB9013F9B4E4D19DFE01C3F00509', 'cfecdb276f634854f3ef915e2e980c31', 'jpeg'),
(191, 3, 1, 3024, 0, 0, 4032, 385, 0.0, NULL, NULL, '357C91D2AB6C1CCF3D90A9FCDC207C37', '0aa1883c6411f7873cb83dacb17b0afc', 'heic'),
(192, 3, 1, 1080, 0, 0, 1920, 387, 0.0, NULL, NULL, '0735BCB1E5D8FA479D1C6B0F729C6191', '58a2fc6ed39fd083f55d4182bf88826d', 'heic'),
(193, 3, 1, 4032, 0, 1, 3024, 387, 0.0, NULL, NULL, 'BB3A1E19754B546207D875F1D2E226FB', 'bd686fd640be98efaae0091fa301e613', 'jpeg'),
(194, 3, 1, 0, 0, 2, 0, 387, 0.0, NULL, NULL, 'BE11D624FDCE47C4E37CB05C962F8DBB', 'a597e50502f5ff68e3e25b9114205d4a', 'pdf'),
(196, 3, 1, 3024, 0, 0, 4032, 390, 0.0, NULL, NULL, '347269DE30D1481F52D09054DACF1BB4', '084b6fbb10729ed4da8c3d3f5a3ae7c9', 'jpeg'),
(197, 3, 1, 1080, 0, 0, 1920, 393, 0.0, NULL, NULL, '5489F6A33CA7EC59F8204DDACE4C2BCD', '85d8ce590ad8981ca2c8286f79f59954', 'jpeg'),
(198, 3, 1, 4032, 0, 0, 3024, 397, 0.0, 'caption 198', NULL, '2EC7A93A4A7FE0F46AE51C2C6FE628D5', '0e65972dce68dad4d52d063967f0a705', 'jpeg'),
(199, 3, 1, 1080, 0, 0, 1920, 399, 0.0, NULL, NULL, 'C70F77738F99CF60F3874F84675FBA5B', '84d9ee44e457ddef7f2c4f25dc8fa865', 'jpeg'),
(200, 3, 1, 1080, 0, 1, 1920, 399, 0.0, NULL, NULL, '914349D68D7BE8948D010ED014D4521F', '3644a684f98ea8fe223c713b77189a77', 'png'),
(201, 3, 1, 1080, 0, 0, 1920, 400, 0.0, NULL, NULL, '05CA6013AA83F97E0B0356C1B65189E9', '757b505cfd34c64c85ca5b5690ee5293', 'heic'),
(202, 3, 1, 1080, 0, 0, 1920, 401, 0.0, NULL, NULL, 'E814A6853E6403E6E22962B14E729DB7', '854d6fae5ee42911677c739ee1734486', 'heic'),
(203, 3, 1, 3024, 0, 0, 4032, 405, 0.0, NULL, NULL, '6E35FD4C49C33D272B7EEB9681A39A3F', 'e2c0be24560d78c5e599c2a9c9d0bbd2', 'jpeg'),
(204, 3, 1, 3024, 0, 0, 4032, 408, 0.0, NULL, NULL, 'F40C0278A03E5AA633D6A2861FCED414', '274ad4786c3abca69fa097b85867d9a4', 'jpeg'),
(205, 3, 1, 4032, 0, 1, 3024, 408, 0.0, NULL, NULL, '7EE167325565013D4389B8F6BFDD5415', 'eae27d77ca20db309e056e3d2dcd7d69', 'heic'),
(206, 3, 1, 1080, 0, 2, 1920, 408, 0.0, NULL, NULL, '502624AAD74F04A154FF600C13B10356', '7eabe3a1649ffa2b3ff8c02ebfd5659f', 'jpeg'),
(207, 3, 1, 0, 0, 3, 0, 408, 0.0, NULL, NULL, 'E3435C7BA0C41E8E6F9C362274EDAA9E', '69adc1e107f7f7d035d7baf04342e1ca', 'pdf'),
(209, 3, 1, 3024, 0, 4, 4032, 408, 0.0, NULL, NULL, 'A3352641F4D3E052EE7E46A6BB2CB171', 'b1d10e7bafa4421218a51b1e1f1b0ba2', 'heic'),
(210, 3, 1, 2532, 0, 0, 1170, 411, 6.0, 'caption 210', NULL, '6D9B147DBF5BF8B7EB1D41766CFEDAA8', '6f3ef77ac0e3619e98159e9b6febf557', 'mov'),
(211, 3, 1, 4032, 0, 0, 3024, 422, 0.0, NULL, NULL, '99322853300A9C51B380C5F9FD3F1D65', 'eb163727917cbba1eea208541a643e74', 'jpeg'),
(212, 3, 1, 3024, 0, 0, 4032, 423, 0.0, NULL, NULL, 'E6332219373707D32D4A89ABBA963C85', '1534b76d325a8f591b52d302e7181331', 'heic'),
(214, 3, 1, 4032, 0, 0, 3024, 432, 0.0, NULL, NULL, 'E4F63C24F64722A1A6A49F1FDE24893A', 'ca46c1b9512a7a8315fa3c5a946e8265', 'jpeg'),
(215, 3, 1, 0, 1, 1, 0, 432, 38.0, NULL, NULL, '0866E56C0DD5E40904CCF5531C22B189', '3b8a614226a953a8cd9526fca6fe9ba5', 'm4a'),
(216, 3, 1, 1080, 0, 0, 1920, 435, 0.0, NULL, NULL, '61206B924AF367D342300D33C9258D3C', '45fbc6d3e05ebd93369ce542e8f2322d', 'heic'),
(217, 3, 1, 0, 1, 1, 0, 435, 6.0, NULL, NULL, '3C05AFDCEAA229A06453E23334037731', '63dc7ed1010d3c3b8269faf0ba7491d4', 'm4a'),
(218, 3, 1, 4032, 0, 0, 3024, 442, 0.0, NULL, NULL, '2AA0D7BB9DFC030CCB0F0FBA687C5651', 'e96ed478dab8595a7dbda4cbcbee168f', 'jpeg'),
(219, 3, 1, 2532, 0, 1, 1170, 442, 0.0, NULL, NULL, '3A0FB10D1AAC4A484E47EC5289D3B61C', 'c0e190d8267e36708f955d7ab048990d', 'jpeg'),
(220, 3, 1, 1080, 0, 2, 1920, 442, 0.0, NULL, NULL, '0F46F0C5B562397A34AB8E3D66CDA701', 'ec8ce6abb3e952a85b8551ba726a1227', 'jpeg'),
(221, 3, 1, 2532, 0, 3, 1170, 442, 0.0, NULL, NULL, 'C3413E353778A95543C127B81491DEF6', '060ad92489947d410d897474079c1477', 'jpeg'),
(222, 3, 1, 1080, 0, 4, 1920, 442, 0.0, 'caption 222', NULL, 'D2E9CBC2EB23769388B5672DD8E23D43', 'bcbe3365e6ac95ea2c0343a2395834dd', 'heic'),
(223, 3, 1, 3024, 0, 0, 4032, 450, 0.0, NULL, NULL, '1092F239F9A36D83A7369B60F41AAFC3', '115f89503138416a242f40fb7d7f338e', 'jpeg'),
(225, 3, 1, 2532, 0, 0, 1170, 456, 0.0, NULL, NULL, '4A61668701F9C3FF415062B8E0C7BD3E', 'd1c38a09acc34845c6be3a127a5aacaf', 'jpeg'),
(226, 3, 1, 2532, 0, 0, 1170, 461, 0.0, NULL, NULL, 'E0C56FEC93396BE7A0B2D389C1AD8647', '9cfdf10e8fc047a44b08ed031e1f0ed1', 'heic'),
(227, 3, 1, 3024, 0, 1, 4032, 461, 0.0, NULL, NULL, '8F08C5F2FF7AFCC2DF9E811BBA72FE8A', '705f2172834666788607efbfca35afb3', 'heic'),
(228, 3, 1, 4032, 0, 0, 3024, 463, 0.0, NULL, NULL, '49D57F2262462F8E82AE639A1FEC69F2', '74db120f0a8e5646ef5a30154e9f6deb', 'jpeg'),
(229, 3, 1, 3024, 0, 0, 4032, 469, 0.0, NULL, NULL, 'FFCC201AFC019525EBEC5AC81FA0D3C8', '57aeee35c98205091e18d1140e9f38cf', 'jpeg'),
(230, 3, 1, 2532, 0, 1, 1170, 469, 0.0, NULL, NULL, '2B857F05FAC50EF30996D8AD9E8E04B7', '6da9003b743b65f4c0ccd295cc484e57', 'jpeg'),
(231, 3, 1, 4032, 0, 2, 3024, 469, 0.0, NULL, NULL, '5916E16AD4A847BDAC9076D7FA427BD0', '9b04d152845ec0a378394003c96da594', 'jpeg'),
(232, 3, 1, 4032, 0, 0, 3024, 473, 0.0, NULL, NULL, '4D33D4CFF2620FC69E5F775C0447E487', 'be83ab3ecd0db773eb2dc1b0a17836a1', 'png'),
(233, 3, 1, 1080, 0, 0, 1920, 477, 0.0, NULL, NULL, '9E6341C93C2AD9C5A180E2D75DBC0ED3', 'e165421110ba03099a1c0393373c5b43', 'jpeg'),
(234, 3, 1, 3024, 0, 0, 4032, 486, 0.0, NULL, NULL, '8BE2D2124C999EAF989B74AB7569D79D', '289dff07669d7a23de0ef88d2f7129e7', 'jpeg'),
(235, 3, 1, 1080, 0, 0, 1920, 489, 0.0, NULL, NULL, '29B01EA022DBEC18D92618747C19B945', '577ef1154f3240ad5b9b413aa7346a1e', 'jpeg'),
(236, 3, 1, 4032, 0, 0, 3024, 498, 0.0, NULL, NULL, 'AD4164B9CBFA23F1BA7A91926A292722', '01161aaa0b6d1345dd8fe4e481144d84', 'jpeg'),
(237, 3, 1, 1080, 0, 0, 1920, 499, 0.0, NULL, NULL, '4DDE168275B8EEE0CEF6FFA2D876DF09', '539fd53b59e3bb12d203f45a912eeaf2', 'jpeg'),
(238, 3, 1, 2532, 0, 1, 1170, 499, 0.0, NULL, NULL, '354DCCF364ADBB0CBB416397F1717E55', 'ac1dd209cbcc5e5d1c6e28598e8cbbe8', 'heic'),
(239, 3, 1, 2532, 0, 0, 1170, 501, 0.0, NULL, NULL, '8C1D5C8C89622491D2EE79B2BE99A21E', '555d6702c950ecb729a966504af0a635', 'heic'),
(240, 3, 1, 1080, 0, 0, 1920, 503, 0.0, NULL, NULL, '4BB16AE6CEA65224327D63C5AB283047', '335f5352088d7d9bf74191e006d8e24c', 'jpeg'),
(241, 3, 1, 4032, 0, 0, 3024, 507, 0.0, 'caption 241', NULL, '0DEBB8C85B4DFE349523DC918D84E1AF', 'f340f1b1f65b6df5b5e3f94d95b11daf', 'jpeg'),
(243, 3, 1, 4032, 0, 0, 3024, 516, 0.0, NULL, NULL, '3FB8C550A283AF37D883B5D054AE9A22', 'cb70ab375662576bd1ac5aaf16b3fca4', 'heic'),
(244, 3, 1, 2532, 0, 0, 1170, 517, 0.0, NULL, NULL, '69C15466D1818B7FF3D393D32CEA78B7', '9188905e74c28e489b44e954ec0b9bca', 'jpeg'),
(245, 3, 1, 4032, 0, 0, 3024, 524, 0.0, NULL, NULL, 'C059FABB0D734495EE3BFC8B0C2B629F', '0266e33d3f546cb5436a10798e657d97', 'jpeg'),
(246, 3, 1, 1080, 0, 0, 1920, 525, 0.0, NULL, NULL, 'E5881B8222260F76C8C6EC62C6154CB9', '38db3aed920cf82ab059bfccbd02be6a', 'png'),
(247, 3, 1, 3024, 0, 0, 4032, 527, 0.0, NULL, NULL, 'BD080F59E2C25289C799B8B727BBC156', '3cec07e9ba5f5bb252d13f5f431e4bbb', 'jpeg'),
(248, 3, 1, 2532, 0, 0, 1170, 529, 0.0, NULL, NULL, 'EE6A1F72DBE18DE925E0E9779E198B40', '621bf66ddb7c962aa0d22ac97d69b793', 'jpeg'),
(249, 3, 1, 0, 0, 0, 0, 531, 0.0, NULL, NULL, 'BE9ED749927942CCE6F3C014202831EC', '077e29b11be80ab57e1a2ecabb7da330', 'pdf'),
(251, 3, 1, 4032, 0, 0, 3024, 537, 40.0, 'caption 251', NULL, '641ED1F7E2F0B4150B35ECEAE35E1A35', '19f3cd308f1455b3fa09a282e0d496f4', 'mov'),
(252, 3, 1, 3024, 0, 1, 4032, 537, 0.0, NULL, NULL, '7B1C01C9341529B79A1A7216B18E6345', '03c6b06952c750899bb03d998e631860', 'heic'),
(253, 3, 1, 0, 1, 2, 0, 537, 12.0, 'caption 253', NULL, '5C35FD723914BBF4B87CC70D4F655937', 'c24cd76e1ce41366a4bbe8a49b02a028', 'm4a'),
(254, 3, 1, 4032, 0, 3, 3024, 537, 84.0, NULL, NULL, 'BB255281E3C5130400CECDCB7498B4D6', 'c52f1bd66cc19d05628bd8bf27af3ad6', 'mov'),
(255, 3, 1, 4032, 0, 4, 3024, 537, 0.0, 'caption 255', NULL, '3810F21AD7FC155BFA8151A4BC1FE494', 'fe131d7f5a6b38b23cc967316c13dae2', 'heic'),
(256, 3, 1, 3024, 0, 0, 4032, 538, 0.0, NULL, NULL, '7BBAB439C0B764E411BC19E45D20549A', 'f718499c1c8cef6730f9fd03c8125cab', 'heic');
INSERT INTO Z_12TAGS (Z_12ENTRIES, Z_44TAGS1) VALUES
(1, 1),
(4, 2),
(4, 22),
(13, 1),
(13, 15),
(14, 18),
(15, 3),
(15, 5),
(15, 9),
(16, 1),
(18, 1),
(18, 9),
(18, 10),
(19, 5),
(20, 17),
(21, 16),
(23, 13),
(24, 1),
(24, 10),
(27, 4),
(27, 10),
(29, 1),
(31, 5),
(34, 12),
(36, 7),
(40, 17),
(44, 1),
(44, 9),
(47, 2),
(51, 2),
(57, 10),
(60, 9),
(64, 7),
(65, 1),
(65, 3),
(65, 18),
(67, 2),
(68, 1),
(70, 5),
(70, 16),
(70, 17),
(74, 11),
(78, 5),
(79, 2),
(79, 5),
(79, 11),
(81, 1),
(85, 1),
(85, 3),
(85, 6),
(86, 1),
(87, 8),
(87, 23),
(88, 23),
(89, 2),
(89, 7),
(92, 4),
(92, 11),
(96, 1),
(97, 1),
(97, 5),
(97, 8),
(99, 8),
(100, 11),
(101, 21),
(101, 26),
(102, 4),
(102, 22),
(104, 9),
(105, 1),
(105, 26),
(106, 1),
(106, 5),
(106, 16),
(109, 1),
(116, 2),
(116, 6),
(117, 2),
(119, 2),
(120, 2),
(120, 13),
(127, 4),
(129, 1),
(131, 1),
(132, 9),
(137, 3),
(138, 1),
(140, 2),
(142, 9),
(143, 14),
(143, 16),
(146, 2),
(148, 6),
(149, 1),
(149, 2),
(151, 1),
(151, 4),
(153, 7),
(155, 1),
(155, 3),
(155, 14),
(159, 5),
(162, 6),
(163, 8),
(164, 2),
(166, 2),
(168, 3),
(168, 12),
(174, 3),
(175, 1),
(175, 5),
(185, 1),
(185, 2),
(187, 2),
(187, 3),
(188, 1),
(190, 5),
(194, 2),
(195, 1),
(195, 2),
(195, 10),
(196, 1),
(197, 24),
(199, 2),
(199, 7),
(201, 3),
(202, 8),
(209, 2),
(210, 1),
(212, 12),
(212, 22),
(213, 11),
(215, 26),
(216, 1),
(218, 1),
(219, 5),
(221, 1),
(221, 3),
(221, 7),
(222, 6),
(228, 12),
(231, 3),
(232, 3),
(233, 1),
(235, 5),
(235, 9),
(239, 9),
(242, 2),
(243, 1),
(243, 24),
(245, 1),
(250, 1),
(251, 4),
(251, 5),
(251, 15),
(252, 1),
(256, 2),
(257, 2),
(259, 2),
(259, 7),
(259, 8),
(261, 5),
(262, 2),
(264, 7),
(266, 15),
(268, 1),
(270, 1),
(272, 10),
(272, 11),
(273, 3),
(274, 8),
(277, 9),
(279, 5),
(282, 1),
(282, 4),
(282, 23),
(283, 1),
(283, 6),
(291, 4),
(292, 11),
(294, 1),
(296, 3),
(297, 2),
(298, 5),
(300, 3),
(302, 1),
(303, 2),
(304, 5),
(304, 14),
(308, 5),
(309, 15),
(314, 10),
(317, 1),
(318, 3),
(318, 13),
(322, 2),
(323, 15),
(324, 5),
(325, 2),
(325, 3),
(329, 1),
(343, 6),
(346, 1),
(349, 1),
(352, 1),
(352, 2),
(353, 17),
(353, 18),
(356, 9),
(358, 3),
(359, 5),
(362, 2),
(362, 3),
(364, 3),
(364, 7),
(369, 1),
(371, 1),
(376, 2),
(377, 3),
(378, 1),
(379, 1),
(379, 3),
(381, 12),
(383, 7),
(384, 4),
(386, 1),
(390, 1),
(393, 1),
(399, 1),
(402, 1),
(402, 18),
(403, 2),
(403, 3),
(404, 18),
(406, 3),
(407, 8),
(409, 9),
(410, 15),
(411, 1),
(412, 10),
(412, 14),
(413, 21),
(417, 17),
(420, 3),
(423, 2),
(424, 3),
(427, 7),
(429, 2),
(429, 4),
(429, 11),
(430, 1),
(432, 1),
(435, 12),
(436, 2),
(436, 7),
(437, 2),
(439, 4),
(439, 16),
(440, 2),
(441, 2),
(443, 7),
(445, 1),
(445, 5),
(446, 2),
(448, 1),
(449, 1),
(450, 3),
(450, 5),
(453, 7),
(453, 9),
(454, 3),
(455, 1),
(458, 3),
(459, 1),
(460, 9),
(462, 10),
(464, 1),
(465, 3),
(465, 6),
(466, 11),
(466, 22),
(468, 9),
(468, 18),
(469, 2),
(470, 14),
(471, 10),
(471, 11),
(473, 4),
(473, 8),
(475, 1),
(476, 2),
(478, 6),
(479, 1),
(480, 11),
(481, 2),
(482, 22),
(495, 3),
(496, 4),
(496, 5),
(498, 2),
(501, 15),
(502, 15),
(502, 26),
(504, 6),
(505, 20),
(506, 1),
(509, 1),
(509, 8),
(509, 13),
(511, 1),
(514, 15),
(516, 2),
(518, 15),
(520, 18),
(522, 7),
(525, 1),
(525, 11),
(528, 15),
(528, 16),
(531, 4),
(538, 1),
(538, 13),
(539, 10),
(540, 22),
(541, 2),
(545, 1),
(548, 4),
(550, 2),
(550, 16),
(552, 3);
