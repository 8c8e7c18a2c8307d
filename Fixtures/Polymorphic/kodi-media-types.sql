-- The shape of Kodi's video library (MyVideos), trimmed to what matters for the conversion: no
-- table declares a foreign key. art.media_id holds a key of the table art.media_type names,
-- in words: 'movie' a row of movie (idMovie), 'tvshow' a row of tvshow (idShow), 'episode' a
-- row of episode (idEpisode); 'set' (a movie set, a table left out here) is a type no parent
-- is listed for. The ids of the three parents overlap, so no single parent fits media_id.
-- episode.idShow → tvshow.idShow is a plain relation.
CREATE TABLE movie (idMovie INTEGER PRIMARY KEY, c00 TEXT, c01 TEXT, premiered TEXT);
CREATE TABLE tvshow (idShow INTEGER PRIMARY KEY, c00 TEXT, c01 TEXT);
CREATE TABLE episode (idEpisode INTEGER PRIMARY KEY, c00 TEXT, c12 TEXT, c13 TEXT, idShow INTEGER);
CREATE TABLE art (art_id INTEGER PRIMARY KEY, media_id INTEGER, media_type TEXT, type TEXT, url TEXT);
CREATE INDEX ix_art ON art (media_id, media_type, type);
CREATE INDEX ix_episode_show ON episode (idShow);

INSERT INTO movie VALUES (1, 'Metropolis', 'A city of the future', '1927-01-10'), (2, 'Nosferatu', 'A count', '1922-03-04');
INSERT INTO tvshow VALUES (1, 'The Prisoner', 'A village'), (2, 'Twin Peaks', 'A town'), (3, 'Columbo', 'A detective');
INSERT INTO episode VALUES
  (1, 'Arrival', '1', '1', 1), (2, 'The Chimes of Big Ben', '1', '2', 1), (3, 'Pilot', '1', '1', 2),
  (4, 'Traces to Nowhere', '1', '2', 2), (5, 'Murder by the Book', '1', '1', 3);
INSERT INTO art VALUES
  (1, 1, 'movie', 'poster', 'image://metropolis-poster'), (2, 1, 'movie', 'fanart', 'image://metropolis-fanart'),
  (3, 2, 'movie', 'poster', 'image://nosferatu-poster'),
  (4, 1, 'tvshow', 'poster', 'image://prisoner-poster'), (5, 3, 'tvshow', 'banner', 'image://columbo-banner'),
  (6, 1, 'episode', 'thumb', 'image://arrival-thumb'), (7, 4, 'episode', 'thumb', 'image://traces-thumb'),
  (8, 5, 'episode', 'thumb', 'image://book-thumb'),
  (9, 1, 'set', 'poster', 'image://expressionism-set');
