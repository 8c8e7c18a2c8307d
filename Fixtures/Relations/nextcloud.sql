-- Nextcloud server on SQLite (owncloud.db, table prefix "oc_"): the core tables as the base
-- migration creates them,
--   https://github.com/nextcloud/server/blob/00e341925bc134cbbadaf00a84381e72ed33dbf7/core/Migrations/Version13000Date20170718121200.php
-- ($schema->createTable(...) / addColumn(name, type, options) / setPrimaryKey / addIndex), written
-- out as Doctrine DBAL's SQLite platform renders them (an autoincrement primary key becomes
-- INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, 'unsigned' => true adds UNSIGNED, strings carry
-- COLLATE "BINARY", 'text' is CLOB). No foreign key is declared by any Nextcloud migration.
-- Trimmed: the other core tables; oc_mounts.mount_id (it names a row of the files_external app's
-- oc_external_mounts, left out); the columns later migrations added (oc_share note, label,
-- hide_download, attributes...; oc_mounts mount_provider_class; the bigint widening of
-- Version13000Date20170926101637, which SQLite would not change in kind).
--
-- Relations and the code that follows them (lib/private/...):
--   oc_filecache.storage -> oc_storages.numeric_id: Files/Cache/Cache.php getId "SELECT `fileid`
--     FROM `*PREFIX*filecache` WHERE `storage` = ? AND `path_hash` = ?" with $this->numericId
--     (the storage's numeric_id); Share20/DefaultShareProvider.php "->leftJoin('f', 'storages',
--     'st', $expr->eq('f.storage', 'st.numeric_id'))".
--   oc_filecache.parent -> oc_filecache.fileid, -1 for a storage's root: Cache.php getParentId
--     "if ($file === '') { return -1; } else { ... return $this->getId($parent); }".
--   oc_filecache.mimetype and oc_filecache.mimepart -> oc_mimetypes.id (the full type and its
--     first part, both rows of oc_mimetypes, e.g. 'image/jpeg' and 'image'): a repair step
--     "->leftJoin('f', 'mimetypes', 'm', $query->expr()->eq('f.mimetype', 'm.id'))"; the cache
--     stores getId($mimetype) and getId of its part (Files/Type/Loader.php).
--   oc_mounts.storage_id -> oc_storages.numeric_id and oc_mounts.root_id -> oc_filecache.fileid:
--     Files/Config/UserMountCache.php "->from('mounts', 'm')->innerJoin('m', 'filecache', 'f',
--     $builder->expr()->eq('m.root_id', 'f.fileid'))->where($builder->expr()->eq('storage_id',
--     ...))"; Repair/NC11/FixMountStorages "->leftJoin('m', 'filecache', 'f',
--     $query->expr()->eq('m.root_id', 'f.fileid'))->where($query->expr()->neq('m.storage_id',
--     'f.storage'))".
--   oc_share.file_source -> oc_filecache.fileid: DefaultShareProvider "->leftJoin('s',
--     'filecache', 'f', $qb->expr()->eq('s.file_source', 'f.fileid'))". (item_source holds the
--     same id as text.)
--   oc_share.parent -> oc_share.id, NULL for a top-level share: a group share's per-user row
--     (share_type 2, IShare::TYPE_USERGROUP, written when a member moves or declines it) points to
--     the group share; DefaultShareProvider::update "Update all user defined group shares":
--     "$qb->update('share')->where($qb->expr()->eq('parent', $qb->createNamedParameter(
--     $share->getId())))".
--   oc_systemtag_object_mapping.systemtagid -> oc_systemtag.id: SystemTag/SystemTagManager
--     "->leftJoin('t', 'systemtag_object_mapping', 'm', $qb->expr()->eq('t.id', 'm.systemtagid'))".
--   oc_comments.parent_id and oc_comments.topmost_parent_id -> oc_comments.id, 0 for a thread's
--     first comment: Comments/Manager.php "$comment->setTopmostParentId('0')",
--     determineTopmostParentId "if ($comment->getParentId() === '0') { return $comment->getId();
--     }", updateChildrenInformation "->from('comments')->where($qb->expr()->eq('parent_id', ...))".
-- Not relations: oc_storages.available (0/1), last_checked (Unix seconds); oc_filecache.size and
--   unencrypted_size (bytes), mtime and storage_mtime (Unix seconds), encrypted (0, or the
--   encryption version), permissions (Constants::PERMISSION_* bits: 1 read, 2 update, 4 create,
--   8 delete, 16 share); oc_share.share_type (0 user, 1 group, 2 user-group, 3 link),
--   permissions, stime (Unix seconds), accepted, mail_send; oc_jobs.last_run, last_checked,
--   reserved_at (Unix seconds), execution_duration (seconds); oc_authtoken.type (0 temporary,
--   1 permanent), remember, last_activity, last_check (Unix seconds); oc_systemtag.visibility,
--   editable; oc_file_locks.lock (0 none, n shared locks, -1 exclusive), ttl (Unix seconds);
--   oc_comments.children_count. Ids kept as text are no integer column: oc_share.item_source,
--   oc_systemtag_object_mapping.objectid and oc_comments.object_id (a fileid as text), user and
--   group ids (oc_users.uid, oc_mounts.user_id, oc_share.uid_owner, ...).

CREATE TABLE oc_storages (id VARCHAR(64) DEFAULT NULL COLLATE "BINARY", numeric_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, available INTEGER DEFAULT 1 NOT NULL, last_checked INTEGER DEFAULT NULL);
CREATE UNIQUE INDEX storages_id_index ON oc_storages (id);
CREATE TABLE oc_mounts (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, storage_id INTEGER NOT NULL, root_id INTEGER NOT NULL, user_id VARCHAR(64) NOT NULL COLLATE "BINARY", mount_point VARCHAR(4000) NOT NULL COLLATE "BINARY");
CREATE INDEX mounts_user_index ON oc_mounts (user_id);
CREATE INDEX mounts_storage_index ON oc_mounts (storage_id);
CREATE INDEX mounts_root_index ON oc_mounts (root_id);
CREATE UNIQUE INDEX mounts_user_root_index ON oc_mounts (user_id, root_id);
CREATE TABLE oc_mimetypes (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, mimetype VARCHAR(255) DEFAULT '' NOT NULL COLLATE "BINARY");
CREATE UNIQUE INDEX mimetype_id_index ON oc_mimetypes (mimetype);
CREATE TABLE oc_filecache (fileid INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, storage INTEGER DEFAULT 0 NOT NULL, path VARCHAR(4000) DEFAULT NULL COLLATE "BINARY", path_hash VARCHAR(32) DEFAULT '' NOT NULL COLLATE "BINARY", parent INTEGER DEFAULT 0 NOT NULL, name VARCHAR(250) DEFAULT NULL COLLATE "BINARY", mimetype INTEGER DEFAULT 0 NOT NULL, mimepart INTEGER DEFAULT 0 NOT NULL, size BIGINT DEFAULT 0 NOT NULL, mtime INTEGER DEFAULT 0 NOT NULL, storage_mtime INTEGER DEFAULT 0 NOT NULL, encrypted INTEGER DEFAULT 0 NOT NULL, unencrypted_size BIGINT DEFAULT 0 NOT NULL, etag VARCHAR(40) DEFAULT NULL COLLATE "BINARY", permissions INTEGER DEFAULT 0, checksum VARCHAR(255) DEFAULT NULL COLLATE "BINARY");
CREATE UNIQUE INDEX fs_storage_path_hash ON oc_filecache (storage, path_hash);
CREATE INDEX fs_parent_name_hash ON oc_filecache (parent, name);
CREATE INDEX fs_storage_mimetype ON oc_filecache (storage, mimetype);
CREATE INDEX fs_storage_mimepart ON oc_filecache (storage, mimepart);
CREATE INDEX fs_storage_size ON oc_filecache (storage, size, fileid);
CREATE TABLE oc_groups (gid VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", PRIMARY KEY(gid));
CREATE TABLE oc_group_user (gid VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", uid VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", PRIMARY KEY(gid, uid));
CREATE INDEX gu_uid_index ON oc_group_user (uid);
CREATE TABLE oc_share (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, share_type SMALLINT DEFAULT 0 NOT NULL, share_with VARCHAR(255) DEFAULT NULL COLLATE "BINARY", password VARCHAR(255) DEFAULT NULL COLLATE "BINARY", uid_owner VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", uid_initiator VARCHAR(64) DEFAULT NULL COLLATE "BINARY", parent INTEGER DEFAULT NULL, item_type VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", item_source VARCHAR(255) DEFAULT NULL COLLATE "BINARY", item_target VARCHAR(255) DEFAULT NULL COLLATE "BINARY", file_source INTEGER DEFAULT NULL, file_target VARCHAR(512) DEFAULT NULL COLLATE "BINARY", permissions SMALLINT DEFAULT 0 NOT NULL, stime BIGINT DEFAULT 0 NOT NULL, accepted SMALLINT DEFAULT 0 NOT NULL, expiration DATETIME DEFAULT NULL, token VARCHAR(32) DEFAULT NULL COLLATE "BINARY", mail_send SMALLINT DEFAULT 0 NOT NULL, share_name VARCHAR(64) DEFAULT NULL COLLATE "BINARY");
CREATE INDEX item_share_type_index ON oc_share (item_type, share_type);
CREATE INDEX file_source_index ON oc_share (file_source);
CREATE INDEX token_index ON oc_share (token);
CREATE TABLE oc_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, class VARCHAR(255) DEFAULT '' NOT NULL COLLATE "BINARY", argument VARCHAR(4000) DEFAULT '' NOT NULL COLLATE "BINARY", last_run INTEGER DEFAULT 0, last_checked INTEGER DEFAULT 0, reserved_at INTEGER DEFAULT 0, execution_duration INTEGER DEFAULT 0 NOT NULL);
CREATE INDEX job_class_index ON oc_jobs (class);
CREATE TABLE oc_users (uid VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", displayname VARCHAR(64) DEFAULT NULL COLLATE "BINARY", password VARCHAR(255) DEFAULT '' NOT NULL COLLATE "BINARY", PRIMARY KEY(uid));
CREATE TABLE oc_authtoken (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, uid VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", login_name VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", password CLOB DEFAULT NULL COLLATE "BINARY", name CLOB DEFAULT '' NOT NULL COLLATE "BINARY", token VARCHAR(200) DEFAULT '' NOT NULL COLLATE "BINARY", type SMALLINT UNSIGNED DEFAULT 0 NOT NULL, remember SMALLINT UNSIGNED DEFAULT 0 NOT NULL, last_activity INTEGER UNSIGNED DEFAULT 0 NOT NULL, last_check INTEGER UNSIGNED DEFAULT 0 NOT NULL, scope CLOB DEFAULT NULL COLLATE "BINARY");
CREATE UNIQUE INDEX authtoken_token_index ON oc_authtoken (token);
CREATE INDEX authtoken_last_activity_index ON oc_authtoken (last_activity);
CREATE TABLE oc_systemtag (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, name VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", visibility SMALLINT DEFAULT 1 NOT NULL, editable SMALLINT DEFAULT 1 NOT NULL);
CREATE UNIQUE INDEX tag_ident ON oc_systemtag (name, visibility, editable);
CREATE TABLE oc_systemtag_object_mapping (objectid VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", objecttype VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", systemtagid INTEGER UNSIGNED DEFAULT 0 NOT NULL);
CREATE UNIQUE INDEX mapping ON oc_systemtag_object_mapping (objecttype, objectid, systemtagid);
CREATE TABLE oc_file_locks (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, lock INTEGER DEFAULT 0 NOT NULL, "key" VARCHAR(64) NOT NULL COLLATE "BINARY", ttl INTEGER DEFAULT -1 NOT NULL);
CREATE UNIQUE INDEX lock_key_index ON oc_file_locks ("key");
CREATE INDEX lock_ttl_index ON oc_file_locks (ttl);
CREATE TABLE oc_comments (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, parent_id INTEGER UNSIGNED DEFAULT 0 NOT NULL, topmost_parent_id INTEGER UNSIGNED DEFAULT 0 NOT NULL, children_count INTEGER UNSIGNED DEFAULT 0 NOT NULL, actor_type VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", actor_id VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", message CLOB DEFAULT NULL COLLATE "BINARY", verb VARCHAR(64) DEFAULT NULL COLLATE "BINARY", creation_timestamp DATETIME DEFAULT NULL, latest_child_timestamp DATETIME DEFAULT NULL, object_type VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY", object_id VARCHAR(64) DEFAULT '' NOT NULL COLLATE "BINARY");
CREATE INDEX comments_parent_id_index ON oc_comments (parent_id);
CREATE INDEX comments_topmost_parent_id_idx ON oc_comments (topmost_parent_id);
CREATE INDEX comments_object_index ON oc_comments (object_type, object_id, creation_timestamp);
CREATE INDEX comments_actor_index ON oc_comments (actor_type, actor_id);



INSERT INTO "oc_storages" ("id", "numeric_id", "available", "last_checked") VALUES
('local::/var/www/html/data/', 1, 1, NULL),
('home::admin', 2, 1, NULL),
('home::alice', 3, 1, NULL),
('home::bob', 4, 1, NULL),
('home::carol', 5, 1, NULL),
('home::dave', 6, 1, NULL),
('home::erin', 7, 1, NULL),
('home::frank', 8, 1, NULL),
('home::grace', 9, 1, NULL),
('home::heidi', 10, 1, NULL),
('home::ivan', 11, 1, NULL),
('home::judy', 12, 1, NULL),
('home::mallory', 13, 1, NULL),
('local::/mnt/nas/shared/', 14, 0, 1666915200);

INSERT INTO "oc_mimetypes" ("id", "mimetype") VALUES
(1, 'httpd'),
(2, 'httpd/unix-directory'),
(3, 'image/jpeg'),
(4, 'image'),
(5, 'application/pdf'),
(6, 'application'),
(7, 'application/vnd.oasis.opendocument.text'),
(8, 'text/markdown'),
(9, 'text'),
(10, 'video/mp4'),
(11, 'video'),
(12, 'text/plain'),
(13, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
(14, 'image/png');

INSERT INTO "oc_filecache" ("fileid", "storage", "path", "path_hash", "parent", "name", "mimetype", "mimepart", "size", "mtime", "storage_mtime", "encrypted", "unencrypted_size", "etag", "permissions", "checksum") VALUES
(3, 1, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 0, 1640995200, 1640995200, 0, 0, '7836f10f56cb8', 31, ''),
(4, 1, 'appdata_oc8fa1u2', '111e7e997cc7fc497fa0424f8771666f', 3, 'appdata_oc8fa1u2', 2, 1, 0, 1640995200, 1640995200, 0, 0, 'c238b4eae145e', 31, ''),
(5, 1, 'appdata_oc8fa1u2/preview', '8796e653a823ef499b036a7abbf92691', 4, 'preview', 2, 1, 0, 1640995300, 1640995300, 0, 0, 'e89debfb1c6aa', 31, ''),
(6, 1, 'appdata_oc8fa1u2/css', '5b79beff24c9871da1b9fcdfb0433cc6', 4, 'css', 2, 1, 0, 1640995300, 1640995300, 0, 0, '66dcf02e97ff7', 31, ''),
(7, 1, 'appdata_oc8fa1u2/js', '6df68646bf25c8ad374b1563766b1408', 4, 'js', 2, 1, 0, 1640995300, 1640995300, 0, 0, 'ee5312178ce55', 31, ''),
(8, 2, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 77945580, 1641081600, 1641081600, 0, 0, 'db3d061e3549c', 23, ''),
(9, 2, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 8, 'files', 2, 1, 77945580, 1641081600, 1641081600, 0, 0, 'f540220429dad', 31, ''),
(10, 2, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 8, 'cache', 2, 1, 0, 1641081600, 1641081600, 0, 0, 'ea3c066163b0f', 31, ''),
(11, 2, 'files/Documents', '0ad78ba05b6961d92f7970b2b3922eca', 9, 'Documents', 2, 1, 44558727, 1641081660, 1641081660, 0, 0, 'c339331b9d32a', 31, ''),
(12, 2, 'files/Photos', 'd01bb67e7b71dd49fd06bad922f521c9', 9, 'Photos', 2, 1, 23556192, 1641081660, 1641081660, 0, 0, 'e16a8642a3984', 31, ''),
(13, 2, 'files/Templates', '530b342d0b8164ff3b4754c2273a453e', 9, 'Templates', 2, 1, 9830661, 1641081660, 1641081660, 0, 0, '84c6e66ce4090', 31, ''),
(14, 2, 'files/Photos/file0.jpg', 'f85fcaf350240734e464e65e7df0216c', 12, 'file0.jpg', 3, 4, 23556192, 1644811244, 1644811244, 0, 0, '97ef4bee3cfa1', 27, ''),
(15, 2, 'files/Documents/file1.pdf', '9f3b3ebe5bc8eec29969bd639497112d', 11, 'file1.pdf', 5, 6, 9618113, 1652019246, 1652019246, 0, 0, '7c1f1e1121d26', 27, ''),
(16, 2, 'files/Documents/file2.odt', 'af6677dc8063ada08d886b001b3eeb34', 11, 'file2.odt', 7, 6, 34940614, 1660554429, 1660554429, 0, 0, 'a5c12cac3e2df', 27, ''),
(17, 2, 'files/Templates/file3.md', '7fd8006629d245fb1f45afeab7ffa493', 13, 'file3.md', 8, 9, 9830661, 1664630195, 1664630195, 0, 0, '9b8f3cd6f12f0', 27, ''),
(18, 3, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 44628047, 1641168000, 1641168000, 0, 0, '9b3d9b2c0e454', 23, ''),
(19, 3, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 18, 'files', 2, 1, 44628047, 1641168000, 1641168000, 0, 0, '1e2e3a6f145a4', 31, ''),
(20, 3, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 18, 'cache', 2, 1, 0, 1641168000, 1641168000, 0, 0, '2c22efb950482', 31, ''),
(21, 3, 'files/Talk', 'a12e821edb92901676dee9cfe1487de3', 19, 'Talk', 2, 1, 0, 1641168060, 1641168060, 0, 0, '02a19b46ecca0', 31, ''),
(25, 3, 'files/Photos', 'd01bb67e7b71dd49fd06bad922f521c9', 19, 'Photos', 2, 1, 27462775, 1641168060, 1641168060, 0, 0, 'c8fe9b010ed60', 31, ''),
(26, 3, 'files/file0.mp4', '8e2305955eec1056b85be660637d12e0', 19, 'file0.mp4', 10, 11, 17165272, 1642855080, 1642855080, 0, 0, '7695b5197e4f7', 27, ''),
(27, 3, 'files/Photos/file1.pdf', 'fd1a4afd6052c37cd8d08c1abd54b8c3', 25, 'file1.pdf', 5, 6, 27462775, 1653171572, 1653171572, 0, 0, '3d4e6dca45cf2', 27, ''),
(28, 4, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 280476635, 1641254400, 1641254400, 0, 0, '23ae8e4cfc58a', 23, ''),
(29, 4, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 28, 'files', 2, 1, 280475401, 1641254400, 1641254400, 0, 0, '47534883b4acc', 31, ''),
(30, 4, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 28, 'cache', 2, 1, 0, 1641254400, 1641254400, 0, 0, 'facc2253ea9ef', 31, ''),
(31, 4, 'files/Talk', 'a12e821edb92901676dee9cfe1487de3', 29, 'Talk', 2, 1, 54378812, 1641254460, 1641254460, 0, 0, 'dbb89468e6d49', 31, ''),
(32, 4, 'files/Notes', 'bbe65c07ffc1a0867fb4b6e1b78a3951', 29, 'Notes', 2, 1, 127751144, 1641254460, 1641254460, 0, 0, 'e0837bc05ce3c', 31, ''),
(33, 4, 'files/Notes/file0.odt', '9876e8870e9addc6781f5ea85dc9d4ea', 32, 'file0.odt', 7, 6, 33630535, 1658783703, 1658783703, 0, 0, '334d49ab3c981', 27, ''),
(34, 4, 'files/file1.txt', '667783a05563827faa1de891a27dc636', 29, 'file1.txt', 12, 9, 24396198, 1664466006, 1664466006, 0, 0, '3014a7cf896f1', 27, ''),
(35, 4, 'files/file2.jpg', 'd537540d25c3691b6ebf8b30da5005e6', 29, 'file2.jpg', 3, 4, 27402961, 1647722834, 1647722834, 0, 0, '076ef801c7083', 27, ''),
(36, 4, 'files/Notes/file3.jpg', '2d74647e9e92116de890e7c14a17323d', 32, 'file3.jpg', 3, 4, 34678897, 1657270781, 1657270781, 0, 0, 'c265b2debda7f', 27, ''),
(37, 4, 'files/Talk/file4.xlsx', '88c5affbb947c7864d5c02f4c80942c3', 31, 'file4.xlsx', 13, 6, 30949485, 1648758926, 1648758926, 0, 0, '0c337df077163', 27, ''),
(38, 4, 'files/Notes/file5.png', 'f6b97c367e686c51d00750ec1aa0169d', 32, 'file5.png', 14, 4, 10717354, 1659716859, 1659716859, 0, 0, 'f28ffcaa12783', 27, ''),
(40, 4, 'files/Notes/file6.mp4', '1cfb4338ba8983fc77675db00e785463', 32, 'file6.mp4', 10, 11, 3050221, 1644521243, 1644521243, 0, 0, '1046f6fe53f88', 27, ''),
(41, 4, 'files/Notes/file7.txt', '492e7b5ee2ce82e3fc893234a1f50561', 32, 'file7.txt', 12, 9, 14782319, 1655539142, 1655539142, 0, 0, '5fd727ea3f09b', 27, ''),
(42, 4, 'files/Notes/file8.md', '324ba640158311879db43692807b5d13', 32, 'file8.md', 8, 9, 20637979, 1661693159, 1661693159, 0, 0, '63d8b1e551e2b', 27, ''),
(43, 4, 'files/Notes/file9.txt', '7ed534bca0e0982184ebb893fc715dc5', 32, 'file9.txt', 12, 9, 6637046, 1646367023, 1646367023, 0, 0, 'bd47e9d4bb64d', 27, ''),
(44, 4, 'files/file10.pdf', '88b75f8aa04307a7d00dd790bb68dd92', 29, 'file10.pdf', 5, 6, 19457473, 1653079416, 1653079416, 0, 0, '14910b5b9228c', 27, ''),
(45, 4, 'files/Notes/file11.jpg', '2a2bdcfa105454a34f680a63d230d887', 32, 'file11.jpg', 3, 4, 3616793, 1658419898, 1658419898, 0, 0, 'fee7ecd771014', 27, ''),
(46, 4, 'files/file12.mp4', 'd1c729533ffe91355de3aa44ea3e9037', 29, 'file12.mp4', 10, 11, 27088813, 1664137418, 1664137418, 0, 0, 'c6ae25f8a58e9', 27, ''),
(47, 4, 'files/Talk/file13.odt', 'b57cf48c593490e9e4cb38d5b00809b6', 31, 'file13.odt', 7, 6, 23429327, 1653654518, 1653654518, 0, 0, 'b738be577198c', 27, ''),
(48, 4, 'files_trashbin', 'fb66dca5f27af6f15c1d1d81e6f8d28b', 28, 'files_trashbin', 2, 1, 1234, 1641254400, 1641254400, 0, 0, 'f4a853c0abbfd', 31, ''),
(49, 4, 'files_trashbin/files', '3014a771cbe30761f2e9ff3272110dbf', 48, 'files', 2, 1, 1234, 1641254400, 1641254400, 0, 0, '924c9f8410aab', 31, ''),
(50, 4, 'files_trashbin/files/old.txt.d1641255399', '4300f720168e3fdad29acef3362ce216', 49, 'old.txt.d1641255399', 12, 9, 1234, 1641255399, 1641255399, 0, 0, 'e0769159e2a68', 27, ''),
(51, 5, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 311449249, 1641340800, 1641340800, 0, 0, '6eb03a0630f44', 23, ''),
(52, 5, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 51, 'files', 2, 1, 311449249, 1641340800, 1641340800, 0, 0, '4bc66ac20e6cf', 31, ''),
(53, 5, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 51, 'cache', 2, 1, 0, 1641340800, 1641340800, 0, 0, '00e6b672657ba', 31, ''),
(54, 5, 'files/Photos', 'd01bb67e7b71dd49fd06bad922f521c9', 52, 'Photos', 2, 1, 92634815, 1641340860, 1641340860, 0, 0, '226ecae5826f8', 31, ''),
(55, 5, 'files/Templates', '530b342d0b8164ff3b4754c2273a453e', 52, 'Templates', 2, 1, 159227732, 1641340860, 1641340860, 0, 0, '66c8ccc9bae2f', 31, ''),
(56, 5, 'files/file0.txt', '96beb202380965ff3d2e35e5bc4d72d1', 52, 'file0.txt', 12, 9, 696827, 1663997904, 1663997904, 0, 0, '6c146b745afe8', 27, ''),
(57, 5, 'files/Templates/file1.mp4', 'e4a162691530b0f0d140783c8c52b264', 55, 'file1.mp4', 10, 11, 29677417, 1666084112, 1666084112, 0, 0, '07afce583cde1', 27, ''),
(58, 5, 'files/file2.txt', '58395b20f9c4531469c7243d30d6c736', 52, 'file2.txt', 12, 9, 4403152, 1652247332, 1652247332, 0, 0, '1cb1c64a3669b', 27, ''),
(59, 5, 'files/Templates/file3.xlsx', '9137a14786da139a80d4573383a9ae93', 55, 'file3.xlsx', 13, 6, 39122759, 1655638264, 1655638264, 0, 0, 'ec5585a250568', 27, ''),
(60, 5, 'files/file4.odt', '448f6c26e22cad7642703964a095e4da', 52, 'file4.odt', 7, 6, 29494029, 1660526010, 1660526010, 0, 0, '1ad36dc87b496', 27, ''),
(61, 5, 'files/file5.txt', '0cb8794fc2e75232b4964662048891f7', 52, 'file5.txt', 12, 9, 2217673, 1659097451, 1659097451, 0, 0, 'fb532cfaae2dc', 27, ''),
(62, 5, 'files/Templates/file6.mp4', '84197b61b51bacf7ec6533896c4bc45d', 55, 'file6.mp4', 10, 11, 39053921, 1646664328, 1646664328, 0, 0, 'e90fb66d9decb', 27, ''),
(63, 5, 'files/file7.jpg', 'e62ccc7b3791d9f9657e22ce06734ca1', 52, 'file7.jpg', 3, 4, 22775021, 1651777053, 1651777053, 0, 0, 'e4a6043486c94', 27, ''),
(64, 5, 'files/Templates/file8.png', 'a88420b391a676d08b641fbe95f19ae8', 55, 'file8.png', 14, 4, 35878311, 1648525373, 1648525373, 0, 0, '4f95be5747546', 27, ''),
(65, 5, 'files/Photos/file9.odt', '60343ffc31ef7e4011ed1bc2f25191ab', 54, 'file9.odt', 7, 6, 25000107, 1661944116, 1661944116, 0, 0, 'f08f6e7db0870', 27, ''),
(66, 5, 'files/Templates/file10.jpg', '06770a42352ac8e2dfabdd78cf09c638', 55, 'file10.jpg', 3, 4, 7377612, 1659927461, 1659927461, 0, 0, 'f7effbf03bbf3', 27, ''),
(67, 5, 'files/Templates/file11.jpg', '84d7f2a68279698918da999b173d2ab6', 55, 'file11.jpg', 3, 4, 8117712, 1646227611, 1646227611, 0, 0, '7020d6c3895d4', 27, ''),
(68, 5, 'files/Photos/file12.jpg', 'a838278fefb85e3d9421b1633fd3da0a', 54, 'file12.jpg', 3, 4, 31808247, 1644656946, 1644656946, 0, 0, '044a7db12011b', 27, ''),
(69, 5, 'files/Photos/file13.pdf', '0ca6dc6ba7e42d00148831858d583323', 54, 'file13.pdf', 5, 6, 35826461, 1650577501, 1650577501, 0, 0, 'dea004b9c9b7a', 27, ''),
(70, 6, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 283707777, 1641427200, 1641427200, 0, 0, 'a89a6547bbc3d', 23, ''),
(71, 6, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 70, 'files', 2, 1, 283707777, 1641427200, 1641427200, 0, 0, '19dab386d555c', 31, ''),
(72, 6, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 70, 'cache', 2, 1, 0, 1641427200, 1641427200, 0, 0, '032d827d85f6f', 31, ''),
(73, 6, 'files/Documents', '0ad78ba05b6961d92f7970b2b3922eca', 71, 'Documents', 2, 1, 157644638, 1641427260, 1641427260, 0, 0, '9552f1846d1e7', 31, ''),
(74, 6, 'files/file0.md', '34640ef8cd135afb177ac4f709ac85f9', 71, 'file0.md', 8, 9, 26636818, 1646595180, 1646595180, 0, 0, 'acc1354096b46', 27, ''),
(75, 6, 'files/file1.jpg', '5c6734c2faf97a25f5d05f996a3058af', 71, 'file1.jpg', 3, 4, 29244539, 1644340111, 1644340111, 0, 0, '485210f090ec2', 27, ''),
(76, 6, 'files/Documents/file2.mp4', '2aace28e042f6709c96dd9e1e750b997', 73, 'file2.mp4', 10, 11, 29145309, 1667112662, 1667112662, 0, 0, 'f34f65826b700', 27, ''),
(77, 6, 'files/Documents/file3.jpg', 'df25674c50765748157265fd5c9b919d', 73, 'file3.jpg', 3, 4, 19333828, 1651781187, 1651781187, 0, 0, '537cc4912f0d3', 27, ''),
(78, 6, 'files/file4.xlsx', '18e75dec7d193266b9db72b85b21eb1e', 71, 'file4.xlsx', 13, 6, 5367536, 1662959119, 1662959119, 0, 0, 'e26d7be6d5557', 27, ''),
(79, 6, 'files/Documents/file5.odt', '7784fd6b1be2b8ee2cc67aed8b20add1', 73, 'file5.odt', 7, 6, 36085763, 1649961657, 1649961657, 0, 0, '43f80638ee7a2', 27, ''),
(80, 6, 'files/Documents/file6.jpg', 'd197d4db83a1c293ec3027c4605bb134', 73, 'file6.jpg', 3, 4, 14121243, 1647556992, 1647556992, 0, 0, '1aaadc23d47b6', 27, ''),
(81, 6, 'files/Documents/file7.png', '71cee776dd38978654dd0616e9b0488e', 73, 'file7.png', 14, 4, 15168657, 1650799668, 1650799668, 0, 0, 'c70bfc2a985d6', 27, ''),
(82, 6, 'files/file8.txt', 'dd18b1dc657ac4e0fd63081a68350268', 71, 'file8.txt', 12, 9, 38119866, 1641532561, 1641532561, 0, 0, '105c106168d21', 27, ''),
(83, 6, 'files/Documents/file9.png', '45289c0678eb95f4163ee1bb44f73c1e', 73, 'file9.png', 14, 4, 1617088, 1642219971, 1642219971, 0, 0, 'b83e8ccb93432', 27, ''),
(87, 6, 'files/file10.odt', '025db1b2a3f4df7356629f57a6d72c52', 71, 'file10.odt', 7, 6, 22718948, 1652308634, 1652308634, 0, 0, '200711c07da2c', 27, ''),
(88, 6, 'files/Documents/file11.jpg', '5346e5fea2a13f3bea002d0dd07340ff', 73, 'file11.jpg', 3, 4, 17270382, 1656528557, 1656528557, 0, 0, 'a25f475fb987f', 27, ''),
(89, 6, 'files/Documents/file12.odt', '1b254a66eb59ff87abd79c8a944b2857', 73, 'file12.odt', 7, 6, 24902368, 1655991066, 1655991066, 0, 0, 'ff1c1d968dd6a', 27, ''),
(90, 6, 'files/file13.png', 'e5e9ee57d989259f2adb1c5589620dc4', 71, 'file13.png', 14, 4, 3975432, 1666858146, 1666858146, 0, 0, '69a23861833d3', 27, ''),
(91, 7, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 455042141, 1641513600, 1641513600, 0, 0, '20cb57518ed88', 23, ''),
(92, 7, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 91, 'files', 2, 1, 455042141, 1641513600, 1641513600, 0, 0, 'f087bfe85bcb2', 31, ''),
(93, 7, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 91, 'cache', 2, 1, 0, 1641513600, 1641513600, 0, 0, 'cc0ab5eef38df', 31, ''),
(94, 7, 'files/Templates', '530b342d0b8164ff3b4754c2273a453e', 92, 'Templates', 2, 1, 244933614, 1641513660, 1641513660, 0, 0, 'b543cbc47ec3c', 31, ''),
(95, 7, 'files/file0.jpg', '641aa377d40f4e2e1019e56404c3eebc', 92, 'file0.jpg', 3, 4, 20230209, 1645995242, 1645995242, 0, 0, '444df2543093c', 27, ''),
(96, 7, 'files/file1.jpg', '5c6734c2faf97a25f5d05f996a3058af', 92, 'file1.jpg', 3, 4, 35562250, 1651132314, 1651132314, 0, 0, '498fa8de828b5', 27, ''),
(97, 7, 'files/Templates/file2.xlsx', '3a75516aa19056c6a27b0a7082a5d009', 94, 'file2.xlsx', 13, 6, 11032924, 1662717614, 1662717614, 0, 0, '06323a210f2df', 27, ''),
(98, 7, 'files/Templates/file3.pdf', 'a8d64a5245ea8bfdfcfa2246a5fc6ec8', 94, 'file3.pdf', 5, 6, 26230134, 1659296163, 1659296163, 0, 0, '12458c864ede2', 27, ''),
(99, 7, 'files/Templates/file4.mp4', 'da5b0a3846e8b0b1d9eaa4923caa41c6', 94, 'file4.mp4', 10, 11, 29412051, 1646867192, 1646867192, 0, 0, '344996a23fb65', 27, ''),
(100, 7, 'files/file5.pdf', '6b23761b3f34ecc64d88c5cab0e60a08', 92, 'file5.pdf', 5, 6, 8637356, 1654617157, 1654617157, 0, 0, '1b725e7515c2b', 27, ''),
(101, 7, 'files/Templates/file6.jpg', '5a11238c30b097e882cb9d9d358ad020', 94, 'file6.jpg', 3, 4, 24821371, 1655333041, 1655333041, 0, 0, '1a0c337571d83', 27, ''),
(102, 7, 'files/Templates/file7.xlsx', '7ee5ccd2b34642917fd0a1e1f6d483ba', 94, 'file7.xlsx', 13, 6, 32521693, 1649956653, 1649956653, 0, 0, '479693dd80cd3', 27, ''),
(103, 7, 'files/file8.odt', '9c229a449c6088dfdf010ad4bf417e7a', 92, 'file8.odt', 7, 6, 26515049, 1663079514, 1663079514, 0, 0, '2ec36c6126765', 27, ''),
(104, 7, 'files/file9.png', 'b25fed2783e26f115b26aae76214cb43', 92, 'file9.png', 14, 4, 14199342, 1664984342, 1664984342, 0, 0, 'a20b0f21e1394', 27, ''),
(105, 7, 'files/Templates/file10.jpg', '06770a42352ac8e2dfabdd78cf09c638', 94, 'file10.jpg', 3, 4, 19880625, 1661372973, 1661372973, 0, 0, '9975da6dd3865', 27, ''),
(106, 7, 'files/file11.pdf', '8bcffbc12a646386065d1a034f1e5a94', 92, 'file11.pdf', 5, 6, 37422212, 1645211544, 1645211544, 0, 0, '225f9d50f458f', 27, ''),
(107, 7, 'files/file12.jpg', '058b55fe81537c3e475dad0bfb18aa85', 92, 'file12.jpg', 3, 4, 8349268, 1646577802, 1646577802, 0, 0, '5e018a8d2e48a', 27, ''),
(108, 7, 'files/file13.xlsx', '1b71a4c407679a2d90177157e1dde96a', 92, 'file13.xlsx', 13, 6, 5987128, 1654960378, 1654960378, 0, 0, 'fa52c6fe86387', 27, ''),
(109, 7, 'files/file14.png', '1da432af3c33baad16cc27e8378a843b', 92, 'file14.png', 14, 4, 7070189, 1666473740, 1666473740, 0, 0, '51288833e1e09', 27, ''),
(110, 7, 'files/file15.xlsx', '2354a5605e9f79dec3233b1a751ae2f7', 92, 'file15.xlsx', 13, 6, 16133785, 1645776089, 1645776089, 0, 0, '92bfd89d33159', 27, ''),
(111, 7, 'files/file16.md', '46617b9452548f707a63d5767049201b', 92, 'file16.md', 8, 9, 11599471, 1661637098, 1661637098, 0, 0, 'ec0b0d60abaea', 27, ''),
(112, 7, 'files/Templates/file17.png', 'a352757c38343c24f30ccca0347890db', 94, 'file17.png', 14, 4, 28611631, 1654585231, 1654585231, 0, 0, 'aee2eb90d5a42', 27, ''),
(113, 7, 'files/file18.txt', '118e35aeb178ca074449fcf6e6dcde48', 92, 'file18.txt', 12, 9, 18402268, 1657549108, 1657549108, 0, 0, '84fe069fd6a70', 27, ''),
(114, 7, 'files/Templates/file19.jpg', '7250e8c7715ff499ba388392d4015491', 94, 'file19.jpg', 3, 4, 15530051, 1650097523, 1650097523, 0, 0, 'fac5b7a8e68af', 27, ''),
(115, 7, 'files/Templates/file20.png', '7451d05e813b34e1d0489923783a56f1', 94, 'file20.png', 14, 4, 27847124, 1663369426, 1663369426, 0, 0, '7c7989b57f050', 27, ''),
(116, 7, 'files/Templates/file21.pdf', '4437bb50f4e371b2f45c89083ddb3140', 94, 'file21.pdf', 5, 6, 29046010, 1661349619, 1661349619, 0, 0, '03a946296ebb1', 27, ''),
(117, 8, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 444753250, 1641600000, 1641600000, 0, 0, '8c712005cfe2c', 23, ''),
(118, 8, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 117, 'files', 2, 1, 444752016, 1641600000, 1641600000, 0, 0, '4721b48e9f17a', 31, ''),
(119, 8, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 117, 'cache', 2, 1, 0, 1641600000, 1641600000, 0, 0, 'a363a2cb882a0', 31, ''),
(121, 8, 'files/Talk', 'a12e821edb92901676dee9cfe1487de3', 118, 'Talk', 2, 1, 90196141, 1641600060, 1641600060, 0, 0, 'd27d26a2bbf62', 31, ''),
(122, 8, 'files/Notes', 'bbe65c07ffc1a0867fb4b6e1b78a3951', 118, 'Notes', 2, 1, 64018381, 1641600060, 1641600060, 0, 0, 'b6b3930036243', 31, ''),
(123, 8, 'files/Documents', '0ad78ba05b6961d92f7970b2b3922eca', 118, 'Documents', 2, 1, 132685713, 1641600060, 1641600060, 0, 0, '2f24cf8318e3a', 31, ''),
(127, 8, 'files/file0.mp4', '8e2305955eec1056b85be660637d12e0', 118, 'file0.mp4', 10, 11, 6718156, 1647559289, 1647559289, 0, 0, 'dfbe776140238', 27, ''),
(128, 8, 'files/file1.xlsx', 'abdb56a09097acdb04ba73622f3d535c', 118, 'file1.xlsx', 13, 6, 27295461, 1653765783, 1653765783, 0, 0, 'f30576bf08bba', 27, ''),
(129, 8, 'files/Talk/file2.txt', 'bce3193efaeb203b633d1ea54e3ba045', 121, 'file2.txt', 12, 9, 37865705, 1656087991, 1656087991, 0, 0, '733b4377c7a41', 27, ''),
(130, 8, 'files/Documents/file3.mp4', 'b5cc2702a6ccc9b82e1368d0836ed880', 123, 'file3.mp4', 10, 11, 32606672, 1646021018, 1646021018, 0, 0, '79262e3b3bf4c', 27, ''),
(131, 8, 'files/Talk/file4.md', 'ca722fd06073f6c16a095fabd4eb3ae4', 121, 'file4.md', 8, 9, 8644074, 1653330083, 1653330083, 0, 0, '4ced332f80cb2', 27, ''),
(134, 8, 'files/file5.txt', '0cb8794fc2e75232b4964662048891f7', 118, 'file5.txt', 12, 9, 26705577, 1658195233, 1658195233, 0, 0, '75ff718eceb1f', 27, ''),
(135, 8, 'files/Talk/file6.md', 'a6960cf15e8bd7161ae1d8a0db525c28', 121, 'file6.md', 8, 9, 7589789, 1650194180, 1650194180, 0, 0, 'f4076819b7493', 27, ''),
(136, 8, 'files/Documents/file7.odt', '0cd41a0dd21461ad7783e919dffe396a', 123, 'file7.odt', 7, 6, 25205383, 1651415501, 1651415501, 0, 0, '5f53c2db8bb0f', 27, ''),
(137, 8, 'files/file8.png', 'b76f25a463d28b91f19a1f3746972ec3', 118, 'file8.png', 14, 4, 15756147, 1645271491, 1645271491, 0, 0, '75e350266a07d', 27, ''),
(138, 8, 'files/Documents/file9.mp4', '5a7922d3997fd42e3bbc5e6da544f263', 123, 'file9.mp4', 10, 11, 27319643, 1647207026, 1647207026, 0, 0, 'bf62c1a4bafda', 27, ''),
(139, 8, 'files/Documents/file10.jpg', '228b713b615907fd47b4ddfa7a0ba765', 123, 'file10.jpg', 3, 4, 9105846, 1650825063, 1650825063, 0, 0, 'cc2f39314e38e', 27, ''),
(140, 8, 'files/file11.xlsx', '6443401748c8180bd6bc28ef02077dc9', 118, 'file11.xlsx', 13, 6, 27045524, 1646064959, 1646064959, 0, 0, 'abbf2b22e7b5a', 27, ''),
(141, 8, 'files/Talk/file12.md', 'aa564f259235e1524c1d9e75b2643bc7', 121, 'file12.md', 8, 9, 7256277, 1661445749, 1661445749, 0, 0, 'a61d0d0e1fa8e', 27, ''),
(142, 8, 'files/Talk/file13.md', '9689dedc1838a2049796eb4901bcbf88', 121, 'file13.md', 8, 9, 227992, 1657209926, 1657209926, 0, 0, '937e6dd756b3d', 27, ''),
(146, 8, 'files/file14.xlsx', '8fb9902ca6afbf6fb004d6ab1bce2776', 118, 'file14.xlsx', 13, 6, 27124538, 1649825312, 1649825312, 0, 0, 'f39f8a7d10d16', 27, ''),
(147, 8, 'files/Notes/file15.md', '67762836d7e3f07e7856442966449062', 122, 'file15.md', 8, 9, 35852644, 1654890062, 1654890062, 0, 0, '235590b43688b', 27, ''),
(148, 8, 'files/Talk/file16.txt', '6f472c4ef7dd80802fddd03dca6c086a', 121, 'file16.txt', 12, 9, 287286, 1650557310, 1650557310, 0, 0, 'b5a582ac1f659', 27, ''),
(149, 8, 'files/file17.pdf', '8158a633f52061aae93e1093beed7336', 118, 'file17.pdf', 5, 6, 27206378, 1647105463, 1647105463, 0, 0, '90008b314494c', 27, ''),
(150, 8, 'files/Notes/file18.xlsx', '8fe141d8ea4395e3f5f342a72b1ebe74', 122, 'file18.xlsx', 13, 6, 26711599, 1660392324, 1660392324, 0, 0, '89461430d2e34', 27, ''),
(151, 8, 'files/Documents/file19.txt', '2f5e5c9c2a579b1ee0f45b516dac51c9', 123, 'file19.txt', 12, 9, 38448169, 1665360379, 1665360379, 0, 0, '11c0a70b3bf4d', 27, ''),
(152, 8, 'files/Notes/file20.md', '42118666913d7d698a7996dcf9672f00', 122, 'file20.md', 8, 9, 1454138, 1661369223, 1661369223, 0, 0, '805e82fa91de4', 27, ''),
(153, 8, 'files/Talk/file21.pdf', '1a043d3d258edfcc6aa77247b9bb3e06', 121, 'file21.pdf', 5, 6, 28325018, 1665978955, 1665978955, 0, 0, 'c629e4d50a2ad', 27, ''),
(154, 8, 'files_trashbin', 'fb66dca5f27af6f15c1d1d81e6f8d28b', 117, 'files_trashbin', 2, 1, 1234, 1641600000, 1641600000, 0, 0, 'f482affcf6b3c', 31, ''),
(155, 8, 'files_trashbin/files', '3014a771cbe30761f2e9ff3272110dbf', 154, 'files', 2, 1, 1234, 1641600000, 1641600000, 0, 0, 'caed03f939ba9', 31, ''),
(156, 8, 'files_trashbin/files/old.txt.d1641600999', 'e6d042ff74749ac2fb2f92d1d5cb089d', 155, 'old.txt.d1641600999', 12, 9, 1234, 1641600999, 1641600999, 0, 0, '8f33d791693b0', 27, ''),
(157, 9, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 45817428, 1641686400, 1641686400, 0, 0, 'a316a568f3dee', 23, ''),
(158, 9, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 157, 'files', 2, 1, 45817428, 1641686400, 1641686400, 0, 0, '7c8439ec46d87', 31, ''),
(159, 9, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 157, 'cache', 2, 1, 0, 1641686400, 1641686400, 0, 0, 'cf1d7f8cf6b7b', 31, ''),
(160, 9, 'files/Talk', 'a12e821edb92901676dee9cfe1487de3', 158, 'Talk', 2, 1, 0, 1641686460, 1641686460, 0, 0, '67ae54a6ea81b', 31, ''),
(161, 9, 'files/Photos', 'd01bb67e7b71dd49fd06bad922f521c9', 158, 'Photos', 2, 1, 45817428, 1641686460, 1641686460, 0, 0, '3691cff8154e4', 31, ''),
(162, 9, 'files/Documents', '0ad78ba05b6961d92f7970b2b3922eca', 158, 'Documents', 2, 1, 0, 1641686460, 1641686460, 0, 0, 'ffc4c9097f63a', 31, ''),
(165, 9, 'files/Photos/file0.jpg', 'f85fcaf350240734e464e65e7df0216c', 161, 'file0.jpg', 3, 4, 12751530, 1644440853, 1644440853, 0, 0, '26bec4dc7e9a5', 27, ''),
(166, 9, 'files/Photos/file1.pdf', 'fd1a4afd6052c37cd8d08c1abd54b8c3', 161, 'file1.pdf', 5, 6, 33065898, 1664640525, 1664640525, 0, 0, '5d884170aad3c', 27, ''),
(167, 10, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 185422918, 1641772800, 1641772800, 0, 0, '5d92227f25366', 23, ''),
(168, 10, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 167, 'files', 2, 1, 185422918, 1641772800, 1641772800, 0, 0, '0910a5fe8c6f6', 31, ''),
(169, 10, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 167, 'cache', 2, 1, 0, 1641772800, 1641772800, 0, 0, 'edbd04b2a238d', 31, ''),
(170, 10, 'files/Photos', 'd01bb67e7b71dd49fd06bad922f521c9', 168, 'Photos', 2, 1, 78261645, 1641772860, 1641772860, 0, 0, 'af00132d2d3ee', 31, ''),
(171, 10, 'files/Photos/file0.jpg', 'f85fcaf350240734e464e65e7df0216c', 170, 'file0.jpg', 3, 4, 36081881, 1660724353, 1660724353, 0, 0, '99250c8f1f0f1', 27, ''),
(172, 10, 'files/file1.odt', 'ba6fd2176100a2f4c17b0f861734d875', 168, 'file1.odt', 7, 6, 3318374, 1662376121, 1662376121, 0, 0, 'b6ea92dfba32c', 27, ''),
(173, 10, 'files/file2.jpg', 'd537540d25c3691b6ebf8b30da5005e6', 168, 'file2.jpg', 3, 4, 28267563, 1656623923, 1656623923, 0, 0, '2e4b3a322c056', 27, ''),
(174, 10, 'files/Photos/file3.xlsx', '6366f6a96faea32097bac3f69233904c', 170, 'file3.xlsx', 13, 6, 16816754, 1647388368, 1647388368, 0, 0, '1fac713346757', 27, ''),
(175, 10, 'files/Photos/file4.mp4', 'c10f6b10766e2332c6d7c0df18eaf85b', 170, 'file4.mp4', 10, 11, 25363010, 1660116273, 1660116273, 0, 0, '99cbe02617ece', 27, ''),
(176, 10, 'files/file5.png', '77983de0b03dc636fb0f739b42e88b95', 168, 'file5.png', 14, 4, 29479606, 1643782521, 1643782521, 0, 0, '4957c61372152', 27, ''),
(177, 10, 'files/file6.png', '0ddc10477bc2fcd387f46106aa789448', 168, 'file6.png', 14, 4, 39387242, 1650769257, 1650769257, 0, 0, '4b36b058e8eae', 27, ''),
(178, 10, 'files/file7.odt', '4af576facdc6428433194d545074ae57', 168, 'file7.odt', 7, 6, 6708488, 1646651146, 1646651146, 0, 0, '8e1fb19d824f1', 27, ''),
(179, 11, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 160999505, 1641859200, 1641859200, 0, 0, '0e10a12984cca', 23, ''),
(180, 11, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 179, 'files', 2, 1, 160999505, 1641859200, 1641859200, 0, 0, '291d2e5414c9c', 31, ''),
(181, 11, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 179, 'cache', 2, 1, 0, 1641859200, 1641859200, 0, 0, '327ca772c2afe', 31, ''),
(182, 11, 'files/Documents', '0ad78ba05b6961d92f7970b2b3922eca', 180, 'Documents', 2, 1, 87719169, 1641859260, 1641859260, 0, 0, 'b4f412e748aa7', 31, ''),
(183, 11, 'files/Documents/file0.pdf', '79fe1be304683eddf75a8d088dd3bfb4', 182, 'file0.pdf', 5, 6, 17084312, 1662114216, 1662114216, 0, 0, '88c4968eeb2f0', 27, ''),
(184, 11, 'files/file1.jpg', '5c6734c2faf97a25f5d05f996a3058af', 180, 'file1.jpg', 3, 4, 1018803, 1656354497, 1656354497, 0, 0, '364e7ffe02f97', 27, ''),
(185, 11, 'files/Documents/file2.xlsx', '2009a542767af7aca18e7f682ec63eab', 182, 'file2.xlsx', 13, 6, 9694528, 1665694659, 1665694659, 0, 0, '608dfcd026c04', 27, ''),
(186, 11, 'files/file3.md', '9856d5a83b98e706d3bd6001135bf9ed', 180, 'file3.md', 8, 9, 15471419, 1660461394, 1660461394, 0, 0, 'e218a396bb91a', 27, ''),
(187, 11, 'files/Documents/file4.png', '4411773d1e05918746e3da98394dc583', 182, 'file4.png', 14, 4, 33614813, 1658048723, 1658048723, 0, 0, '7f98e9d7a8fe7', 27, ''),
(188, 11, 'files/Documents/file5.odt', '7784fd6b1be2b8ee2cc67aed8b20add1', 182, 'file5.odt', 7, 6, 27325516, 1660321044, 1660321044, 0, 0, '1500619f59253', 27, ''),
(189, 11, 'files/file6.png', '0ddc10477bc2fcd387f46106aa789448', 180, 'file6.png', 14, 4, 30542640, 1647643058, 1647643058, 0, 0, 'ec1691397f013', 27, ''),
(190, 11, 'files/file7.xlsx', 'e3e1c1d8c0fcb3d5ae59dfbbf2e708f3', 180, 'file7.xlsx', 13, 6, 26247474, 1643359265, 1643359265, 0, 0, '496787dc07060', 27, ''),
(191, 12, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 60330746, 1641945600, 1641945600, 0, 0, '314190704fb65', 23, ''),
(192, 12, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 191, 'files', 2, 1, 60330746, 1641945600, 1641945600, 0, 0, 'c28789330521f', 31, ''),
(193, 12, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 191, 'cache', 2, 1, 0, 1641945600, 1641945600, 0, 0, '2bc1576d9ca79', 31, ''),
(194, 12, 'files/Documents', '0ad78ba05b6961d92f7970b2b3922eca', 192, 'Documents', 2, 1, 0, 1641945660, 1641945660, 0, 0, '51d30da2f1a7d', 31, ''),
(195, 12, 'files/Notes', 'bbe65c07ffc1a0867fb4b6e1b78a3951', 192, 'Notes', 2, 1, 27895184, 1641945660, 1641945660, 0, 0, 'dac402b5cf6a4', 31, ''),
(196, 12, 'files/file0.md', '34640ef8cd135afb177ac4f709ac85f9', 192, 'file0.md', 8, 9, 32435562, 1644890805, 1644890805, 0, 0, '6c96b49d65000', 27, ''),
(197, 12, 'files/Notes/file1.mp4', 'b7c2e3f35957e0f84b73d463b68ccff9', 195, 'file1.mp4', 10, 11, 27895184, 1653307289, 1653307289, 0, 0, '296bcc895e67c', 27, ''),
(198, 13, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 0, 1642032000, 1642032000, 0, 0, '100abd02e0ff6', 23, ''),
(199, 13, 'files', '45b963397aa40d4a0063e0d85e4fe7a1', 198, 'files', 2, 1, 0, 1642032000, 1642032000, 0, 0, 'f6f8364ffb754', 31, ''),
(200, 13, 'cache', '0fea6a13c52b4d4725368f24b045ca84', 198, 'cache', 2, 1, 0, 1642032000, 1642032000, 0, 0, '6786caf82e346', 31, ''),
(201, 13, 'files/Photos', 'd01bb67e7b71dd49fd06bad922f521c9', 199, 'Photos', 2, 1, 0, 1642032060, 1642032060, 0, 0, 'c8f8d07c8a770', 31, ''),
(202, 14, '', 'd41d8cd98f00b204e9800998ecf8427e', -1, '', 2, 1, 0, 1644451200, 1644451200, 0, 0, '92bc22edb88c2', 31, ''),
(203, 14, 'scan0.png', '47f25bb2aa8ec931a8015e79bf6b9d84', 202, 'scan0.png', 14, 4, 1487584, 1644537600, 1644537600, 0, 0, '639b745a1929c', 27, ''),
(204, 14, 'scan1.odt', 'a87e31a9ec98955b624208c8ae096cda', 202, 'scan1.odt', 7, 6, 7362047, 1644537600, 1644537600, 0, 0, '268b373083e72', 27, ''),
(205, 14, 'scan2.png', 'bf1451f84a8eb815a37ffdd0be4b8d84', 202, 'scan2.png', 14, 4, 6114985, 1644537600, 1644537600, 0, 0, '77f06576dc6ef', 27, ''),
(206, 14, 'scan3.odt', '0d295c79fb8c722b0f3c3c092a6860a6', 202, 'scan3.odt', 7, 6, 1805116, 1644537600, 1644537600, 0, 0, 'b32ebb3c19821', 27, ''),
(207, 14, 'scan4.txt', '04f4b5300954215b32f2b2addf4e7b6b', 202, 'scan4.txt', 12, 9, 5243986, 1644537600, 1644537600, 0, 0, 'aaa79af9eafe9', 27, ''),
(208, 14, 'scan5.pdf', '0f886a23a7befd41d59e87b07ad92ade', 202, 'scan5.pdf', 5, 6, 5466637, 1644537600, 1644537600, 0, 0, '1c2bbc176f7b9', 27, ''),
(209, 14, 'scan6.mp4', '70334789df07fd08523dffb0ac1ab8b2', 202, 'scan6.mp4', 10, 11, 3083274, 1644537600, 1644537600, 0, 0, '69d8c6ec0a498', 27, ''),
(210, 14, 'scan7.pdf', '4e2f69caff2b62eae9eda62d77543cb7', 202, 'scan7.pdf', 5, 6, 1991811, 1644537600, 1644537600, 0, 0, 'abf2b531c7e39', 27, ''),
(211, 14, 'scan8.txt', '846b53adede470bb2c55637a5d352e7c', 202, 'scan8.txt', 12, 9, 6194704, 1644537600, 1644537600, 0, 0, '62492305c4646', 27, ''),
(212, 14, 'scan9.odt', '577189cbb5a2bb8abe25761a076f39dd', 202, 'scan9.odt', 7, 6, 8971273, 1644537600, 1644537600, 0, 0, 'add524eacb30c', 27, '');

INSERT INTO "oc_mounts" ("id", "storage_id", "root_id", "user_id", "mount_point") VALUES
(1, 2, 8, 'admin', '/admin/'),
(2, 3, 18, 'alice', '/alice/'),
(3, 4, 28, 'bob', '/bob/'),
(4, 5, 51, 'carol', '/carol/'),
(5, 6, 70, 'dave', '/dave/'),
(6, 7, 91, 'erin', '/erin/'),
(7, 8, 117, 'frank', '/frank/'),
(8, 9, 157, 'grace', '/grace/'),
(9, 10, 167, 'heidi', '/heidi/'),
(10, 11, 179, 'ivan', '/ivan/'),
(11, 12, 191, 'judy', '/judy/'),
(12, 13, 198, 'mallory', '/mallory/'),
(13, 14, 202, 'alice', '/alice/files/NAS/'),
(14, 14, 202, 'bob', '/bob/files/NAS/'),
(15, 14, 202, 'carol', '/carol/files/NAS/'),
(16, 8, 134, 'dave', '/dave/files/file5.txt/'),
(17, 5, 62, 'bob', '/bob/files/file6.mp4/'),
(18, 5, 68, 'erin', '/erin/files/file12.jpg/'),
(19, 2, 12, 'judy', '/judy/files/Photos/'),
(20, 7, 99, 'alice', '/alice/files/file4.mp4/'),
(21, 7, 102, 'mallory', '/mallory/files/file7.xlsx/'),
(22, 11, 188, 'heidi', '/heidi/files/file5.odt/'),
(23, 7, 95, 'bob', '/bob/files/file0.jpg/'),
(24, 5, 58, 'dave', '/dave/files/file2.txt/'),
(25, 8, 121, 'admin', '/admin/files/Talk/'),
(26, 4, 38, 'carol', '/carol/files/file5.png/');

INSERT INTO "oc_users" ("uid", "displayname", "password") VALUES
('admin', 'Admin', '3|$argon2id$v=19$m=65536,t=4,p=1$44cc9856508fb23b035a8a5c379b812c'),
('alice', 'Alice', '3|$argon2id$v=19$m=65536,t=4,p=1$ef3b89840189367d35491bf43593e6fa'),
('bob', 'Bob', '3|$argon2id$v=19$m=65536,t=4,p=1$3b4cacb0a84363a11c2bba43550277b0'),
('carol', 'Carol', '3|$argon2id$v=19$m=65536,t=4,p=1$7c9eda15c261ea5dd3ab335800daf713'),
('dave', 'Dave', '3|$argon2id$v=19$m=65536,t=4,p=1$eeff40412d86d931ca956e144869c0ea'),
('erin', 'Erin', '3|$argon2id$v=19$m=65536,t=4,p=1$2a3ee7f1230096e2df9fc58f234102a0'),
('frank', 'Frank', '3|$argon2id$v=19$m=65536,t=4,p=1$c3fb1e25bf736e8ac17233a5eb11e918'),
('grace', 'Grace', '3|$argon2id$v=19$m=65536,t=4,p=1$02321f3dc092c7128961ddb018270fcc'),
('heidi', 'Heidi', '3|$argon2id$v=19$m=65536,t=4,p=1$60f9693216e535dc249c585fddc91e61'),
('ivan', 'Ivan', '3|$argon2id$v=19$m=65536,t=4,p=1$0b0701c856e178be0d77acf71ace5618'),
('judy', 'Judy', '3|$argon2id$v=19$m=65536,t=4,p=1$4614a0a7abc973d39732f3443d59d992'),
('mallory', 'Mallory', '3|$argon2id$v=19$m=65536,t=4,p=1$6c48633ff821daf1dbe01df25e1f1442');

INSERT INTO "oc_groups" ("gid") VALUES
('admin'),
('staff'),
('sales'),
('family');

INSERT INTO "oc_group_user" ("gid", "uid") VALUES
('admin', 'admin'),
('staff', 'alice'),
('sales', 'alice'),
('family', 'alice'),
('sales', 'bob'),
('staff', 'carol'),
('sales', 'dave'),
('staff', 'erin'),
('sales', 'erin'),
('staff', 'grace'),
('sales', 'grace'),
('family', 'grace'),
('staff', 'heidi'),
('sales', 'heidi'),
('family', 'heidi'),
('staff', 'ivan'),
('sales', 'ivan'),
('staff', 'judy'),
('staff', 'mallory');

INSERT INTO "oc_share" ("id", "share_type", "share_with", "password", "uid_owner", "uid_initiator", "parent", "item_type", "item_source", "item_target", "file_source", "file_target", "permissions", "stime", "accepted", "expiration", "token", "mail_send", "share_name") VALUES
(1, 3, NULL, NULL, 'dave', 'dave', NULL, 'file', '81', '/81', 81, '/file7.png', 1, 1643627200, 0, '2022-03-02 11:06:40', '9vW6ybVpL3pH6DF', 0, NULL),
(3, 0, 'dave', NULL, 'frank', 'frank', NULL, 'file', '134', '/134', 134, '/file5.txt', 19, 1643707200, 1, NULL, NULL, 0, NULL),
(4, 3, NULL, NULL, 'bob', 'bob', NULL, 'file', '41', '/41', 41, '/file7.txt', 1, 1643747200, 0, NULL, 'YGCfPz3EaTpBM67', 0, NULL),
(6, 0, 'bob', NULL, 'carol', 'carol', NULL, 'file', '62', '/62', 62, '/file6.mp4', 19, 1643827200, 1, NULL, NULL, 0, NULL),
(7, 0, 'erin', NULL, 'carol', 'carol', NULL, 'file', '68', '/68', 68, '/file12.jpg', 19, 1643867200, 1, NULL, NULL, 0, NULL),
(8, 1, 'family', NULL, 'erin', 'erin', NULL, 'file', '104', '/104', 104, '/file9.png', 19, 1643907200, 1, NULL, NULL, 0, NULL),
(9, 2, 'alice', NULL, 'erin', 'erin', 8, 'file', '104', '/104', 104, '/file9.png (2)', 19, 1643907200, 1, NULL, NULL, 0, NULL),
(10, 3, NULL, '3|$argon2id$...', 'grace', 'grace', NULL, 'folder', '161', '/161', 161, '/Photos', 1, 1643987200, 0, NULL, 'ysWFGCfTQXm9naS', 0, NULL),
(11, 3, NULL, '3|$argon2id$...', 'heidi', 'heidi', NULL, 'file', '173', '/173', 173, '/file2.jpg', 1, 1644027200, 0, NULL, 'QJtLf8AqBLwijZv', 0, NULL),
(12, 3, NULL, '3|$argon2id$...', 'bob', 'bob', NULL, 'file', '45', '/45', 45, '/file11.jpg', 1, 1644067200, 0, NULL, 'FpQy6qqpDutP8cH', 0, NULL),
(13, 1, 'sales', NULL, 'judy', 'judy', NULL, 'file', '196', '/196', 196, '/file0.md', 19, 1644107200, 1, NULL, NULL, 0, NULL),
(14, 0, 'judy', NULL, 'admin', 'admin', NULL, 'folder', '12', '/12', 12, '/Photos', 31, 1644147200, 1, NULL, NULL, 0, NULL),
(15, 0, 'alice', NULL, 'erin', 'erin', NULL, 'file', '99', '/99', 99, '/file4.mp4', 19, 1644187200, 1, NULL, NULL, 0, NULL),
(16, 0, 'mallory', NULL, 'erin', 'erin', NULL, 'file', '102', '/102', 102, '/file7.xlsx', 19, 1644227200, 1, NULL, NULL, 0, NULL),
(17, 0, 'heidi', NULL, 'ivan', 'ivan', NULL, 'file', '188', '/188', 188, '/file5.odt', 19, 1644267200, 1, NULL, NULL, 0, NULL),
(18, 0, 'bob', NULL, 'erin', 'erin', NULL, 'file', '95', '/95', 95, '/file0.jpg', 19, 1644307200, 1, NULL, NULL, 0, NULL),
(19, 3, NULL, NULL, 'bob', 'bob', NULL, 'file', '35', '/35', 35, '/file2.jpg', 1, 1644347200, 0, '2022-03-10 19:06:40', 'TV5CLuEU4JXhcXA', 0, NULL),
(20, 1, 'staff', NULL, 'alice', 'alice', NULL, 'folder', '21', '/21', 21, '/Talk', 31, 1644387200, 1, NULL, NULL, 0, NULL),
(21, 2, 'carol', NULL, 'alice', 'alice', 20, 'folder', '21', '/21', 21, '/Talk (2)', 31, 1644387200, 1, NULL, NULL, 0, NULL),
(22, 3, NULL, NULL, 'grace', 'grace', NULL, 'folder', '160', '/160', 160, '/Talk', 1, 1644467200, 0, '2022-03-12 04:26:40', 'VGQgbYMAK9fySRM', 0, NULL),
(24, 3, NULL, NULL, 'erin', 'erin', NULL, 'file', '109', '/109', 109, '/file14.png', 1, 1644547200, 0, '2022-03-13 02:40:00', '8c4PChk3tM4BfhZ', 0, NULL),
(25, 3, NULL, NULL, 'carol', 'carol', NULL, 'file', '67', '/67', 67, '/file11.jpg', 1, 1644587200, 0, NULL, 'DSP2W5cAYeuC4u3', 0, NULL),
(26, 0, 'dave', NULL, 'carol', 'carol', NULL, 'file', '58', '/58', 58, '/file2.txt', 19, 1644627200, 1, NULL, NULL, 0, NULL),
(28, 1, 'sales', NULL, 'bob', 'bob', NULL, 'file', '36', '/36', 36, '/file3.jpg', 19, 1644707200, 1, NULL, NULL, 0, NULL),
(29, 0, 'admin', NULL, 'frank', 'frank', NULL, 'folder', '121', '/121', 121, '/Talk', 31, 1644747200, 1, NULL, NULL, 0, NULL),
(31, 3, NULL, NULL, 'ivan', 'ivan', NULL, 'file', '189', '/189', 189, '/file6.png', 1, 1644827200, 0, NULL, 'zFxs43HtXy7apXW', 0, NULL),
(32, 0, 'carol', NULL, 'bob', 'bob', NULL, 'file', '38', '/38', 38, '/file5.png', 19, 1644867200, 1, NULL, NULL, 0, NULL),
(34, 1, 'family', NULL, 'admin', 'admin', NULL, 'folder', '13', '/13', 13, '/Templates', 31, 1644947200, 1, NULL, NULL, 0, NULL);

INSERT INTO "oc_jobs" ("id", "class", "argument", "last_run", "last_checked", "reserved_at", "execution_duration") VALUES
(1, 'OCA\Files\BackgroundJob\ScanFiles', 'null', 1668642853, 1668642901, 0, 1),
(2, 'OCA\Files_Trashbin\BackgroundJob\ExpireTrash', 'null', 1668642447, 1668642461, 0, 12),
(3, 'OCA\Files_Versions\BackgroundJob\ExpireVersions', 'null', 1668641627, 1668641679, 0, 3),
(4, 'OC\Authentication\Token\DefaultTokenCleanupJob', 'null', 1668640963, 1668641017, 0, 0),
(5, 'OCA\UpdateNotification\Notification\BackgroundJob', 'null', 1668641184, 1668641216, 0, 12),
(6, 'OCA\DAV\BackgroundJob\CleanupDirectLinksJob', 'null', 1668615397, 1668615445, 0, 1),
(7, 'OCA\Files_Sharing\ExpireSharesJob', 'null', 1668589264, 1668589319, 0, 0),
(11, 'OC\Preview\BackgroundCleanupJob', 'null', 1668639833, 1668639860, 0, 3),
(12, 'OCA\Text\Cron\Cleanup', 'null', 1668643110, 1668643120, 0, 3),
(13, 'OCA\DAV\BackgroundJob\UploadCleanup', '{"uid":"alice","folder":"web-file-upload-8a1f"}', 1668642164, 1668642209, 0, 3),
(14, 'OCA\Activity\BackgroundJob\ExpireActivities', 'null', 1668600745, 1668600769, 0, 3);

INSERT INTO "oc_authtoken" ("id", "uid", "login_name", "password", "name", "token", "type", "remember", "last_activity", "last_check", "scope") VALUES
(1, 'alice', 'alice', NULL, 'curl', 'e8c8fb481908c1cbb929425e20654aab2c5b0ade45137558b4684c0c3b6264e15c525819897949a0c201fcdd385759d51ddb7aa2708a080a8c9d1566d87e3ba1', 0, 0, 1668224844, 1668224698, '{"filesystem":true}'),
(2, 'ivan', 'ivan', NULL, 'Nextcloud Android', 'a5513473b035a7190079fed2a73bd8811f56774b225a848f9a651d5eb4d7e76497b8d1e8a4cd5b3adad39c9c046e948affb81629ff2331f5cd5759b9e812df5a', 1, 0, 1668507047, 1668506825, '{"filesystem":true}'),
(3, 'mallory', 'mallory', NULL, 'curl', 'fc65562f23121b5614b5c22f10a55e8e9190afa1d488586a5d29c6f05bb92322d3869a9ecd3f14b940e4407e1b9764d33a428037014867ea77e47f76e2979e3f', 0, 0, 1667429464, 1667429454, '{"filesystem":true}'),
(4, 'admin', 'admin', NULL, 'curl', '01c4527ea17f1c2f406f66fdd337ce3fdbf6ffecbd66e839d681d18e3ccc657c841fa8c59e2bb41c9b9af368240cd241ac65137104f11a06feec322397defedc', 0, 0, 1667358049, 1667357763, '{"filesystem":true}'),
(5, 'admin', 'admin', NULL, 'Firefox (Linux)', 'fb44e216745cc6a5b4fb813d181ea18cf7492ed936e8f2e717b1b45717a420732d530eefef035ca48394f643b5fc7b2de06bfea1aff2765f7ff835abf75ad738', 1, 1, 1668392914, 1668392651, '{"filesystem":true}'),
(6, 'ivan', 'ivan', NULL, 'curl', '0fabd5a7462674ac889e1cdfb3669e7e2a9f80f86ecae5bf52da40821e8a1d02c1b8fdcc6cb595326cb013625d99296cfeaf2ac96a13158e8ac19a7ee80920ab', 0, 1, 1667583768, 1667583713, '{"filesystem":true}'),
(7, 'bob', 'bob', NULL, 'Nextcloud Android', '4b48d243c81aee1de9efb216b9bac6852fcdf5a2e23642aaa38cf36a47a692426e60d41036b7d7d0a47cd9f8582cb7e17805191bed77223beea778fb2892478c', 1, 0, 1667794802, 1667794653, '{"filesystem":true}'),
(9, 'alice', 'alice', NULL, 'Nextcloud-desktop (Windows)', '3562dafc65f938ad12d0b724317812f01d9f5262fbcf825f2789e353030306ff1b3f62b34b59931cd0bac9e4259ccd6c49224ddb584f4271c8b29b2785c53e95', 1, 1, 1667882191, 1667881979, '{"filesystem":true}'),
(10, 'admin', 'admin', NULL, 'Firefox (Linux)', '2e572f95de7c3171c3dabec34d184c885476cce078e73ebb209448f09e70b61c1bd00b2ee0f4b1f8e216b4db5423d541b577a738891a8ce0a69e6efade32cde5', 1, 0, 1667393763, 1667393756, '{"filesystem":true}'),
(11, 'alice', 'alice', NULL, 'Nextcloud-desktop (Windows)', '8066cafaf671ab86361ea5ed636b51a508cdd9d5657385648b2b24ee081b8c61cff74706daea16117d69b6e1d923f583dd10eef7586ce4f646be6414d190a921', 0, 0, 1668460776, 1668460643, '{"filesystem":true}'),
(12, 'alice', 'alice', NULL, 'Nextcloud-desktop (Windows)', 'ad5e17c252406d0785fcf8e66cd70c9305b78b9721f187c419c6ca64d8657c16ee1a0ce70567145f9a0c56af73172ad55afda95727bfee32507e49b0e75dfb63', 0, 0, 1667609937, 1667609775, '{"filesystem":true}'),
(13, 'dave', 'dave', NULL, 'curl', 'be3672f4c56833e7efe1614cac60e002e42b6e615e5e02de7ffce21aeb8d98e3ec2cec3d392cfc83bc66eeb97ff5d068dc2fe0898484a5d8a7887ce32b7efa8f', 0, 1, 1667962760, 1667962568, '{"filesystem":true}'),
(14, 'grace', 'grace', NULL, 'Firefox (Linux)', '95b6a50046f84adb59f512feca26e9e389fbff4645deff2eaff803a17425d48dfca77ca8e331b939bf7a909ba57e01c63d6286815d79b1891d0143513c608508', 0, 0, 1667440045, 1667439935, '{"filesystem":true}'),
(15, 'carol', 'carol', NULL, 'curl', '536db23291bb8deaca1d06cc99bb13099d3192b306d1cab2220ee89034c4c8073f367733312826d33c8553e02d5028df09f5a62b4c41726a7239474429fc5d81', 0, 0, 1668052428, 1668052200, '{"filesystem":true}'),
(17, 'carol', 'carol', NULL, 'Firefox (Linux)', '728d004c9207b4d0ceaac516a668090fb316d8b7b5581a9a9bd545c0c81b8b8d1e2c04e561dc615f332c199542771389ce010690d31f84dd6e44af9e85725360', 1, 1, 1667709829, 1667709731, '{"filesystem":true}'),
(18, 'admin', 'admin', NULL, 'Nextcloud Android', '302c2d95f2de291dbd8d144b223179e3d81802ea6f57a38443ebdb3d4683d03091e935e378eb16ed94e02d75e0f2f9f4fe762569acaaa2b34c4f628300b24034', 1, 0, 1667629859, 1667629672, '{"filesystem":true}'),
(19, 'dave', 'dave', NULL, 'Nextcloud Android', '1cc245f736a9e40a75972e66e6f6d65935a8604acddb2f5e8c20137735c7a27a20c191f5e8cafa9ce5c33623a5b4c900d6908f791ad9f59b903b33dcd216a359', 1, 0, 1667508389, 1667508224, '{"filesystem":true}'),
(20, 'bob', 'bob', NULL, 'Firefox (Linux)', 'd281f9fd6d76021d4adbc23390f9eb0bdbcdf4645a57e95891c80a6a698ff61a12c35bb619df6e79b8fe65ea5facfb2a85ad77d03e44f9458df7af0b2a3648dd', 0, 0, 1667906854, 1667906682, '{"filesystem":true}'),
(21, 'grace', 'grace', NULL, 'Nextcloud Android', '29857022b4d787e8c7d778c53e2095579bcea2e90f2e43eca24c333769966f178f44696f6bbb3c14896240171ad50a4ab7f94472eb99755a114c11746782535a', 0, 1, 1668387400, 1668387310, '{"filesystem":true}'),
(22, 'heidi', 'heidi', NULL, 'Nextcloud-desktop (Windows)', 'c5b784c502d8ad58e8c3880397feb09ebf33178f4303a1f168ac21f86e25870ee27e13f43306e0032728a69438bd86014ccd9921502cfdf4120ce66e66fad4c3', 1, 1, 1667931269, 1667931050, '{"filesystem":true}'),
(23, 'bob', 'bob', NULL, 'Nextcloud Android', 'e1fdd1692e4b18249da88b12f8aa17262ca5b1ae3672f539913b436748e4d061340917b13c7656c52a034343524e1d2cb4f0a3ccd6bada180540644d57317fca', 1, 1, 1667874408, 1667874148, '{"filesystem":true}'),
(25, 'admin', 'admin', NULL, 'Nextcloud Android', '673a8f68152dc45a3ae78b08fe8eedabd1f241e556b22af00256732f6514173acf214a2c122bf9c52ef62d070e2dcca2ad9da6cecf9f704f0547c2c279d68604', 0, 1, 1667698790, 1667698678, '{"filesystem":true}'),
(26, 'mallory', 'mallory', NULL, 'Firefox (Linux)', '602096285aab79e910f45e07df1f17c73859b22cf5bab8c793038a5e30261fd5a3813b2a0276675cd8d9d69d2e8caafcf65d9417548c71410d552eb22fbbaf2d', 0, 1, 1667620663, 1667620399, '{"filesystem":true}'),
(27, 'bob', 'bob', NULL, 'Firefox (Linux)', 'b9ab2a3dd36fbf56358e02da35edf37533ef885012b5b7644e99a2cd11f2aba901c5b83814866272eff2f22a534cbd1aa74b74c482d39b8a5076f3789a08d22c', 1, 0, 1668478890, 1668478785, '{"filesystem":true}'),
(28, 'dave', 'dave', NULL, 'Nextcloud Android', 'ca750573ef9b775a2e34097166768caf6039f5ffd55ddc436e645ecd7d0ec16b87b775bdde1569575e92ef54dcb52076d1a3fc825d4a217c06915ccf6767e56f', 0, 0, 1667530543, 1667530424, '{"filesystem":true}'),
(29, 'dave', 'dave', NULL, 'curl', '12ef5e16e4475be5d3c097c0fb8a0c15f8102a545e1b7de922fd0a134413380d33cc1ce58040a34439af77f96f8f9c6631f98c4f85cd16025eaf3532dfb4915b', 0, 0, 1667275188, 1667275083, '{"filesystem":true}'),
(30, 'frank', 'frank', NULL, 'Nextcloud-desktop (Windows)', '84efec3f0e1658477f112c5bddb4a756ea86bf169cbf2d42186dc1ccd325485653dd2fc658917556ab9e0ed4652399baab6e9d3fec85b9e583ce900f17f46945', 0, 0, 1667018265, 1667018210, '{"filesystem":true}'),
(31, 'carol', 'carol', NULL, 'Nextcloud-desktop (Windows)', '91b394aab227a3678278375033035803aa5350c58efe75993cc141e3d0d17dd97f45befa4eb57f793a1cee9e797cce945145a5f77388093b666f77def7030994', 0, 0, 1667518239, 1667518011, '{"filesystem":true}'),
(33, 'bob', 'bob', NULL, 'curl', 'bde6d283fcec62888b8018bbf1a607ab21ffa750c5a917e4b458a28eeade370a601275dd4ae1285d9825a659af7f54352246c29ab227557753db854da139ae2a', 0, 0, 1666954605, 1666954520, '{"filesystem":true}'),
(34, 'admin', 'admin', NULL, 'Nextcloud-desktop (Windows)', '7572cf06c32d2cc0877bc5e7cc10cdde5581b42cc9e35279d3942196a1f754cf8e8bbc7433808da74516f77c884ebf3ecc59bc12964f8945b415676df3234f62', 0, 1, 1667571198, 1667571014, '{"filesystem":true}');

INSERT INTO "oc_systemtag" ("id", "name", "visibility", "editable") VALUES
(1, 'invoice', 1, 1),
(2, 'confidential', 0, 0),
(3, 'to-review', 1, 1),
(5, 'archived', 1, 0),
(6, 'holiday', 1, 1);

INSERT INTO "oc_systemtag_object_mapping" ("objectid", "objecttype", "systemtagid") VALUES
('47', 'files', 6),
('194', 'files', 5),
('75', 'files', 1),
('75', 'files', 5),
('42', 'files', 2),
('14', 'files', 1),
('170', 'files', 6),
('170', 'files', 2),
('54', 'files', 5),
('107', 'files', 5),
('141', 'files', 6),
('141', 'files', 1),
('76', 'files', 3),
('36', 'files', 2),
('64', 'files', 6),
('64', 'files', 5),
('137', 'files', 5),
('140', 'files', 5),
('94', 'files', 3),
('37', 'files', 2),
('63', 'files', 3),
('189', 'files', 3),
('189', 'files', 1),
('83', 'files', 3),
('83', 'files', 6),
('97', 'files', 3),
('77', 'files', 2),
('74', 'files', 6),
('74', 'files', 5),
('197', 'files', 3),
('142', 'files', 2),
('142', 'files', 1),
('175', 'files', 1),
('21', 'files', 3),
('16', 'files', 3),
('16', 'files', 2),
('190', 'files', 5),
('109', 'files', 5),
('109', 'files', 2),
('11', 'files', 2);

INSERT INTO "oc_comments" ("id", "parent_id", "topmost_parent_id", "children_count", "actor_type", "actor_id", "message", "verb", "creation_timestamp", "latest_child_timestamp", "object_type", "object_id") VALUES
(1, 0, 0, 0, 'users', 'judy', 'Comment 1', 'comment', '2022-04-11 01:56:40', NULL, 'files', '83'),
(2, 0, 0, 0, 'users', 'erin', 'Comment 2', 'comment', '2022-04-11 03:53:20', NULL, 'files', '83'),
(3, 0, 0, 0, 'users', 'ivan', 'Comment 3', 'comment', '2022-04-11 05:50:00', NULL, 'files', '63'),
(4, 0, 0, 2, 'users', 'judy', 'Comment 4', 'comment', '2022-04-11 07:46:40', '2022-04-11 08:06:40', 'files', '187'),
(5, 4, 4, 0, 'users', 'ivan', 'Reply 5', 'comment', '2022-04-11 07:56:40', NULL, 'files', '187'),
(6, 4, 4, 0, 'users', 'bob', 'Reply 6', 'comment', '2022-04-11 08:06:40', NULL, 'files', '187'),
(7, 0, 0, 1, 'users', 'judy', 'Comment 7', 'comment', '2022-04-11 13:36:40', '2022-04-11 13:46:40', 'files', '43'),
(8, 7, 7, 0, 'users', 'frank', 'Reply 8', 'comment', '2022-04-11 13:46:40', NULL, 'files', '43'),
(9, 0, 0, 2, 'users', 'alice', 'Comment 9', 'comment', '2022-04-11 17:30:00', '2022-04-11 17:50:00', 'files', '57'),
(10, 9, 9, 0, 'users', 'erin', 'Reply 10', 'comment', '2022-04-11 17:40:00', NULL, 'files', '57'),
(11, 9, 9, 0, 'users', 'frank', 'Reply 11', 'comment', '2022-04-11 17:50:00', NULL, 'files', '57'),
(12, 0, 0, 1, 'users', 'bob', 'Comment 12', 'comment', '2022-04-11 23:20:00', '2022-04-11 23:30:00', 'files', '57'),
(13, 12, 12, 0, 'users', 'carol', 'Reply 13', 'comment', '2022-04-11 23:30:00', NULL, 'files', '57'),
(14, 0, 0, 1, 'users', 'mallory', 'Comment 14', 'comment', '2022-04-12 03:13:20', '2022-04-12 03:23:20', 'files', '57'),
(15, 14, 14, 0, 'users', 'dave', 'Reply 15', 'comment', '2022-04-12 03:23:20', NULL, 'files', '57'),
(16, 0, 0, 0, 'users', 'alice', 'Comment 16', 'comment', '2022-04-12 07:06:40', NULL, 'files', '67'),
(17, 0, 0, 0, 'users', 'bob', 'Comment 17', 'comment', '2022-04-12 09:03:20', NULL, 'files', '67'),
(18, 0, 0, 0, 'users', 'heidi', 'Comment 18', 'comment', '2022-04-12 11:00:00', NULL, 'files', '67'),
(19, 0, 0, 0, 'users', 'judy', 'Comment 19', 'comment', '2022-04-12 12:56:40', NULL, 'files', '61'),
(20, 0, 0, 2, 'users', 'bob', 'Comment 20', 'comment', '2022-04-12 14:53:20', '2022-04-12 15:13:20', 'files', '12'),
(21, 20, 20, 0, 'users', 'frank', 'Reply 21', 'comment', '2022-04-12 15:03:20', NULL, 'files', '12'),
(22, 20, 20, 0, 'users', 'heidi', 'Reply 22', 'comment', '2022-04-12 15:13:20', NULL, 'files', '12'),
(23, 0, 0, 1, 'users', 'frank', 'Comment 23', 'comment', '2022-04-12 20:43:20', '2022-04-12 20:53:20', 'files', '166'),
(24, 23, 23, 0, 'users', 'bob', 'Reply 24', 'comment', '2022-04-12 20:53:20', NULL, 'files', '166'),
(25, 0, 0, 2, 'users', 'judy', 'Comment 25', 'comment', '2022-04-13 00:36:40', '2022-04-13 00:56:40', 'files', '108'),
(26, 25, 25, 0, 'users', 'mallory', 'Reply 26', 'comment', '2022-04-13 00:46:40', NULL, 'files', '108'),
(27, 25, 25, 0, 'users', 'admin', 'Reply 27', 'comment', '2022-04-13 00:56:40', NULL, 'files', '108'),
(28, 0, 0, 0, 'users', 'admin', 'Comment 28', 'comment', '2022-04-13 06:26:40', NULL, 'files', '81'),
(29, 0, 0, 0, 'users', 'judy', 'Comment 29', 'comment', '2022-04-13 08:23:20', NULL, 'files', '81'),
(30, 0, 0, 0, 'users', 'ivan', 'Comment 30', 'comment', '2022-04-13 10:20:00', NULL, 'files', '81'),
(31, 0, 0, 0, 'users', 'judy', 'Comment 31', 'comment', '2022-04-13 12:16:40', NULL, 'files', '46');

INSERT INTO "oc_file_locks" ("id", "lock", "key", "ttl") VALUES
(1, 0, 'files/6c74775a7fc56444e7ec71abfd84bb6b', 1668643209),
(2, 0, 'files/49e8e1981614359a6983c08306f3577f', 1668645111),
(3, 0, 'files/eb295879c68ebdb308bde0ee00d2dde5', 1668644668),
(4, 1, 'files/0de99a55b25db879987aa34876fc652c', 1668644140),
(5, -1, 'files/f850b3599d55cdf97836ad91f743c0c0', 1668645913),
(6, 2, 'files/70f762f5f91a8a698a891e38b3aaa1eb', 1668643936),
(7, 1, 'files/5abaa049cc6ab3b7438b7edb97038eda', 1668646188),
(8, 1, 'files/c11c296c7986dd7ae2d83e2eb8f28458', 1668645679),
(9, 0, 'files/f298037128d75b7081e3add12ed108ce', 1668645578);
