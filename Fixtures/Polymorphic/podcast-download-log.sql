-- The shape of a podcast app's database (AntennaPod's PodDBAdapter), trimmed to what matters for
-- the conversion: no table declares a foreign key. Relations the app keeps:
-- FeedItems.feed → Feeds.id, FeedMedia.feeditem → FeedItems.id, and one polymorphic reference:
-- DownloadLog.feedfile names the file a download fetched, and DownloadLog.feedfile_type says
-- which table it is in: 0 (Feed.FEEDFILETYPE_FEED) a feed of Feeds, 2 (FeedMedia.FEEDFILETYPE_FEEDMEDIA)
-- an episode's media file of FeedMedia, 1 (FeedImage, a table the app dropped years ago) an image
-- no table holds any more. The ids of the two parents overlap (Feeds 1–3, FeedMedia 1–6), so
-- no single parent fits the column: a row is a feed's or a media file's by its type alone.
CREATE TABLE Feeds (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT, download_url TEXT, last_update TEXT);
CREATE TABLE FeedItems (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT, pubDate INTEGER, read INTEGER, feed INTEGER);
CREATE TABLE FeedMedia (id INTEGER PRIMARY KEY AUTOINCREMENT, duration INTEGER, file_url TEXT, download_url TEXT, downloaded INTEGER, feeditem INTEGER);
CREATE TABLE DownloadLog (id INTEGER PRIMARY KEY AUTOINCREMENT, feedfile INTEGER, feedfile_type INTEGER, reason INTEGER, successful INTEGER, completion_date INTEGER, reason_detailed TEXT, title TEXT);
CREATE INDEX FeedItems_feed ON FeedItems (feed);
CREATE INDEX FeedMedia_feeditem ON FeedMedia (feeditem);

INSERT INTO Feeds VALUES
  (1, 'Science Weekly', 'https://example.org/science.xml', '2024-03-01'),
  (2, 'History Hour', 'https://example.org/history.xml', '2024-03-02'),
  (3, 'Daily Code', 'https://example.org/code.xml', '2024-03-03');
INSERT INTO FeedItems VALUES
  (1, 'Black holes', 1709251200, 1, 1), (2, 'Tides', 1709337600, 0, 1),
  (3, 'Rome', 1709424000, 1, 2), (4, 'Carthage', 1709510400, 0, 2),
  (5, 'Swift 6', 1709596800, 0, 3), (6, 'SQLite', 1709683200, 1, 3);
INSERT INTO FeedMedia VALUES
  (1, 1800, '/media/1.mp3', 'https://example.org/1.mp3', 1, 1), (2, 2400, '/media/2.mp3', 'https://example.org/2.mp3', 1, 2),
  (3, 3000, NULL, 'https://example.org/3.mp3', 0, 3), (4, 2100, '/media/4.mp3', 'https://example.org/4.mp3', 1, 4),
  (5, 1500, NULL, 'https://example.org/5.mp3', 0, 5), (6, 2700, '/media/6.mp3', 'https://example.org/6.mp3', 1, 6);
-- Feed refreshes (type 0), episode downloads (type 2; reason is an error code: 14, 27), and one image download of the old
-- FeedImage table (type 1), which no parent is listed for: it keeps its value.
INSERT INTO DownloadLog VALUES
  (1, 1, 0, 0, 1, 1709251300, NULL, 'Science Weekly'),
  (2, 2, 0, 0, 1, 1709251400, NULL, 'History Hour'),
  (3, 3, 0, 14, 0, 1709251500, 'HTTP 404', 'Daily Code'),
  (4, 1, 2, 0, 1, 1709251600, NULL, 'Black holes'),
  (5, 2, 2, 0, 1, 1709251700, NULL, 'Tides'),
  (6, 4, 2, 0, 1, 1709251800, NULL, 'Carthage'),
  (7, 6, 2, 27, 0, 1709251900, 'Storage full', 'SQLite'),
  (8, 3, 1, 0, 1, 1709252000, NULL, 'Cover art'),
  (9, 1, 0, 0, 1, 1709252100, NULL, 'Science Weekly');
