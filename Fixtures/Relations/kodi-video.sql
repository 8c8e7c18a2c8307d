-- The shape of Kodi's video library (MyVideos<N>.db), described here from Kodi's source and
-- trimmed to paths, files, movies, sets, TV shows, seasons, episodes, bookmarks and stream
-- details. The schema is created by CVideoDatabase::CreateTables and its triggers by
-- CVideoDatabase::CreateAnalytics in xbmc/video/VideoDatabase.cpp,
-- https://github.com/xbmc/xbmc/blob/master/xbmc/video/VideoDatabase.cpp. Kodi declares no
-- foreign key: relations are kept by code and by AFTER DELETE triggers.
--
-- Relations, and where the app keeps them:
--   files.idPath -> path.idPath: CVideoDatabase::AddFile looks up the path's idPath first, and
--     the views join "files JOIN path ON path.idPath = files.idPath" (movie_view, episode_view).
--   path.idParentPath -> path.idPath, NULL = a source root: CVideoDatabase::AddPath stores the
--     id of the parent folder (GetPathId of the parent URL).
--   movie.idFile -> files.idFile, episode.idFile -> files.idFile: movie_view and episode_view join
--     "JOIN files ON files.idFile = movie.idFile"; DeleteMovie deletes by idFile.
--   movie.idSet -> sets.idSet, NULL = in no set: movie_view "LEFT JOIN sets ON sets.idSet =
--     movie.idSet"; SetMovieSet / RemoveFromSet.
--   tvshowlinkpath.idShow -> tvshow.idShow, tvshowlinkpath.idPath -> path.idPath: AddTvShow links
--     a show to its folder; trigger delete_tvshow "DELETE FROM tvshowlinkpath WHERE idShow=old.idShow".
--   seasons.idShow -> tvshow.idShow: AddSeason; trigger delete_tvshow deletes a show's seasons.
--   episode.idShow -> tvshow.idShow, episode.idSeason -> seasons.idSeason: AddEpisode stores both;
--     episode_view joins "JOIN seasons ON seasons.idSeason = episode.idSeason".
--   bookmark.idFile -> files.idFile, streamdetails.idFile -> files.idFile: resume points and
--     codec details of a file; trigger delete_file deletes both by "idFile=old.idFile".
-- Not relations: seasons.season (a season number, -1 = all seasons, 0 = specials),
-- files.playCount, tvshow.duration, movie/tvshow/episode.userrating (0-10), bookmark.type (enum),
-- streamdetails.iStreamType (0 video, 1 audio, 2 subtitle), iVideoWidth/Height/Duration,
-- iAudioChannels. Kodi keeps numbers such as the episode number in text columns (c12, c13).
-- Kodi's genre/actor/art links (media_id + media_type) are polymorphic and are left out here.
CREATE TABLE path (idPath integer primary key, strPath text, strContent text, strScraper text, strHash text, scanRecursive integer, useFolderNames bool, strSettings text, noUpdate bool, exclude bool, allAudio bool, dateAdded text, idParentPath integer);
CREATE TABLE files (idFile integer primary key, idPath integer, strFilename text, playCount integer, lastPlayed text, dateAdded text);
CREATE TABLE sets (idSet integer primary key, strSet text, strOverview text);
CREATE TABLE movie (idMovie integer primary key, idFile integer, c00 text, c01 text, c07 text, c16 text, idSet integer, userrating integer, premiered text);
CREATE TABLE tvshow (idShow integer primary key, c00 text, c01 text, c05 text, c08 text, userrating integer, duration INTEGER);
CREATE TABLE tvshowlinkpath (idShow integer, idPath integer);
CREATE TABLE seasons (idSeason integer primary key, idShow integer, season integer, name text, userrating integer);
CREATE TABLE episode (idEpisode integer primary key, idFile integer, c00 text, c05 text, c09 text, c12 varchar(24), c13 varchar(24), idShow integer, userrating integer, idSeason integer);
CREATE TABLE bookmark (idBookmark integer primary key, idFile integer, timeInSeconds double, totalTimeInSeconds double, thumbNailImage text, player text, playerState text, type integer);
CREATE TABLE streamdetails (idFile integer, iStreamType integer, strVideoCodec text, fVideoAspect float, iVideoWidth integer, iVideoHeight integer, strAudioCodec text, iAudioChannels integer, strAudioLanguage text, strSubtitleLanguage text, iVideoDuration integer, strStereoMode text, strVideoLanguage text);
CREATE UNIQUE INDEX ix_path ON path (strPath);
CREATE INDEX ix_path2 ON path (idParentPath);
CREATE INDEX ix_files ON files (idPath, strFilename);
CREATE UNIQUE INDEX ix_movie_file_1 ON movie (idFile, idMovie);
CREATE UNIQUE INDEX ix_tvshowlinkpath_1 ON tvshowlinkpath (idShow, idPath);
CREATE UNIQUE INDEX ix_seasons ON seasons (idShow, season);
CREATE INDEX ix_episode_show1 ON episode (idEpisode, idShow);
CREATE INDEX ix_episode_season_episode ON episode (c12, c13);
CREATE INDEX ix_episode_file_1 ON episode (idEpisode, idFile);
CREATE INDEX ix_streamdetails ON streamdetails (idFile);
CREATE INDEX ix_bookmark ON bookmark (idFile, type);
CREATE TRIGGER delete_tvshow AFTER DELETE ON tvshow FOR EACH ROW BEGIN DELETE FROM tvshowlinkpath WHERE idShow=old.idShow; DELETE FROM seasons WHERE idShow=old.idShow; END;
CREATE TRIGGER delete_file AFTER DELETE ON files FOR EACH ROW BEGIN DELETE FROM bookmark WHERE idFile=old.idFile; DELETE FROM streamdetails WHERE idFile=old.idFile; END;

-- Two sources (roots), then one folder per movie and per show, then season folders.
INSERT INTO path VALUES (1, '/media/movies/', 'movies', 'metadata.themoviedb.org.python', NULL, 2147483647, 0, '', 0, 0, 0, '2023-01-02 10:00:00', NULL),
  (2, '/media/tv/', 'tvshows', 'metadata.tvshows.themoviedb.org.python', NULL, 0, 0, '', 0, 0, 0, '2023-01-02 10:00:00', NULL);
WITH RECURSIVE n(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM n WHERE i < 122)
INSERT INTO path SELECT i, CASE WHEN i <= 82 THEN '/media/movies/Movie ' || i || '/' ELSE '/media/tv/Show ' || i || '/' END,
  '', NULL, CASE WHEN i % 4 = 0 THEN '9F2C' || i END, NULL, NULL, NULL, NULL, 0, 0, '2023-02-' || printf('%02d', 1 + i % 28) || ' 20:00:00',
  CASE WHEN i <= 82 THEN 1 ELSE 2 END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
INSERT INTO sets SELECT i, 'Collection ' || i, 'Films of collection ' || i FROM n;
-- Files: 80 movie files, then 320 episode files, 8 per show.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
INSERT INTO files SELECT i, CASE WHEN i <= 80 THEN i + 2 ELSE 83 + (i - 81) / 8 END,
  CASE WHEN i <= 80 THEN 'movie' || i || '.mkv' ELSE 'S01E' || printf('%02d', 1 + (i - 81) % 8) || '.mkv' END,
  CASE WHEN i % 3 = 0 THEN 1 + i % 4 END, CASE WHEN i % 3 = 0 THEN '2024-03-' || printf('%02d', 1 + i % 28) || ' 21:30:00' END,
  '2023-02-' || printf('%02d', 1 + i % 28) || ' 20:00:00' FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 80)
INSERT INTO movie SELECT i, i, 'Movie ' || i, 'A plot.', 1970 + i % 50, 'Original ' || i, CASE WHEN i % 4 = 0 THEN 1 + i % 12 END,
  i % 11, (1970 + i % 50) || '-05-01' FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO tvshow SELECT i, 'Show ' || i, 'A show.', '20' || printf('%02d', i % 24) || '-09-01', 'Drama', i % 11, 40 + i % 25 FROM n;
INSERT INTO tvshowlinkpath SELECT idShow, 82 + idShow FROM tvshow;
-- Seasons: -1 (all seasons) and 1 for each show, 0 (specials) for every fifth.
INSERT INTO seasons (idShow, season, name, userrating) SELECT idShow, -1, 'All seasons', 0 FROM tvshow;
INSERT INTO seasons (idShow, season, name, userrating) SELECT idShow, 1, 'Season 1', idShow % 11 FROM tvshow;
INSERT INTO seasons (idShow, season, name, userrating) SELECT idShow, 0, 'Specials', 0 FROM tvshow WHERE idShow % 5 = 0;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 320)
INSERT INTO episode SELECT i, 80 + i, 'Episode ' || i, '2020-10-' || printf('%02d', 1 + i % 28), (i * 37) % 10, '1', 1 + (i - 1) % 8,
  1 + (i - 1) / 8, i % 11, (SELECT idSeason FROM seasons WHERE idShow = 1 + (i - 1) / 8 AND season = 1) FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 90)
INSERT INTO bookmark SELECT i, 1 + (i * 7) % 400, (i * 97) % 3000, 3000 + i, NULL, 'VideoPlayer', NULL, CASE WHEN i % 6 = 0 THEN 0 ELSE 1 END FROM n;
INSERT INTO streamdetails SELECT idFile, 0, 'h264', 1.78, 1920, 1080, NULL, NULL, NULL, NULL, 2400 + idFile % 3600, '', NULL FROM files;
INSERT INTO streamdetails SELECT idFile, 1, NULL, NULL, NULL, NULL, 'ac3', 2 + 4 * (idFile % 2), 'eng', NULL, NULL, NULL, NULL FROM files;
INSERT INTO streamdetails SELECT idFile, 2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'eng', NULL, NULL, NULL FROM files WHERE idFile % 3 = 0;
-- Removed from the library since: a few movies, shows and files (with their triggers' cleanup).
DELETE FROM movie WHERE idMovie % 17 = 0;
DELETE FROM files WHERE idFile IN (17, 34, 51, 68);
DELETE FROM sets WHERE idSet = 7 AND NOT EXISTS (SELECT 1 FROM movie WHERE idSet = 7);
DELETE FROM episode WHERE idShow = 23;
DELETE FROM files WHERE idPath = 105;
DELETE FROM tvshow WHERE idShow = 23;
DELETE FROM path WHERE idPath = 105;
DELETE FROM bookmark WHERE idBookmark % 13 = 0;
