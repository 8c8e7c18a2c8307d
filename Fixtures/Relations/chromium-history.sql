-- The shape of Chromium's History database (Chrome, Edge, Brave and every Chromium browser),
-- described here from Chromium's source and trimmed to the tables that hold relations. The
-- schema lives in components/history/core/browser/ (url_database.cc, visit_database.cc,
-- keyword_search_term_database.cc, visitsegment_database.cc, visit_annotations_database.cc),
-- https://source.chromium.org/chromium/chromium/src/+/main:components/history/core/browser/.
-- Chromium declares no foreign key anywhere in History: every relation below is kept by code.
--
-- Relations, and where the app keeps them:
--   visits.url -> urls.id: VisitDatabase::GetVisitsForURL reads "FROM visits WHERE url=?" with a
--     URLID; HistoryBackend deletes a URL's visits before the URL row.
--   visits.from_visit -> visits.id, 0 = none: the referring visit (VisitRow::referring_visit),
--     which the redirect queries (GetRedirectFromVisit, GetRedirectToVisit) follow; indexed by
--     visits_from_index.
--   visits.opener_visit -> visits.id, 0 = none: VisitRow::opener_visit, same table.
--   visits.segment_id -> segments.id, 0 = none: VisitSegmentDatabase::UpdateSegmentVisitCount and
--     HistoryBackend::UpdateSegments store the SegmentID of the visit's segment.
--   visit_source.id -> visits.id: the table's key is the VisitID (VisitDatabase::GetVisitSource
--     "SELECT source FROM visit_source WHERE id=?").
--   keyword_search_terms.url_id -> urls.id: GetMostRecentKeywordSearchTerms joins
--     "keyword_search_terms ... JOIN urls ON url_id = urls.id".
--   segments.url_id -> urls.id: VisitSegmentDatabase::GetSegmentNamed / QuerySegmentUsage read the
--     URLID of the segment's representative URL (declared "INTEGER NON NULL", a typo Chromium
--     keeps: SQLite reads it as the type name "INTEGER NON" with a NULL constraint).
--   segment_usage.segment_id -> segments.id: segment_usage rows count visits per segment and day.
--   context_annotations.visit_id -> visits.id: the table's key is the VisitID
--     (VisitAnnotationsDatabase::AddContextAnnotationsForVisit).
-- Not relations: keyword_search_terms.keyword_id holds a TemplateURLID of the keywords table in
-- the separate "Web Data" file; visits.originator_visit_id / originator_from_visit /
-- originator_opener_visit are visit ids on another device (sync); context_annotations.window_id,
-- tab_id, task_id, root_task_id, parent_task_id are session and navigation-task ids (-1 = none).
-- Times are microseconds since 1601-01-01; transition is a bitmask (core type | qualifiers).
CREATE TABLE meta (key LONGVARCHAR NOT NULL UNIQUE PRIMARY KEY, value LONGVARCHAR);
CREATE TABLE urls (id INTEGER PRIMARY KEY AUTOINCREMENT, url LONGVARCHAR, title LONGVARCHAR, visit_count INTEGER DEFAULT 0 NOT NULL, typed_count INTEGER DEFAULT 0 NOT NULL, last_visit_time INTEGER NOT NULL, hidden INTEGER DEFAULT 0 NOT NULL);
CREATE TABLE visits (id INTEGER PRIMARY KEY AUTOINCREMENT, url INTEGER NOT NULL, visit_time INTEGER NOT NULL, from_visit INTEGER, external_referrer_url TEXT, transition INTEGER DEFAULT 0 NOT NULL, segment_id INTEGER, visit_duration INTEGER DEFAULT 0 NOT NULL, incremented_omnibox_typed_score BOOLEAN DEFAULT FALSE NOT NULL, opener_visit INTEGER, originator_cache_guid TEXT, originator_visit_id INTEGER, originator_from_visit INTEGER, originator_opener_visit INTEGER, is_known_to_sync BOOLEAN DEFAULT FALSE NOT NULL, consider_for_ntp_most_visited BOOLEAN DEFAULT FALSE NOT NULL);
CREATE TABLE visit_source (id INTEGER PRIMARY KEY, source INTEGER NOT NULL);
CREATE TABLE keyword_search_terms (keyword_id INTEGER NOT NULL, url_id INTEGER NOT NULL, term LONGVARCHAR NOT NULL, normalized_term LONGVARCHAR NOT NULL);
CREATE TABLE segments (id INTEGER PRIMARY KEY, name VARCHAR, url_id INTEGER NON NULL);
CREATE TABLE segment_usage (id INTEGER PRIMARY KEY, segment_id INTEGER NOT NULL, time_slot INTEGER NOT NULL, visit_count INTEGER DEFAULT 0 NOT NULL);
CREATE TABLE context_annotations (visit_id INTEGER PRIMARY KEY, context_annotation_flags INTEGER NOT NULL, duration_since_last_visit INTEGER, page_end_reason INTEGER, total_foreground_duration INTEGER, browser_type INTEGER DEFAULT 0 NOT NULL, window_id INTEGER DEFAULT -1 NOT NULL, tab_id INTEGER DEFAULT -1 NOT NULL, task_id INTEGER DEFAULT -1 NOT NULL, root_task_id INTEGER DEFAULT -1 NOT NULL, parent_task_id INTEGER DEFAULT -1 NOT NULL, response_code INTEGER DEFAULT 0 NOT NULL);
CREATE INDEX urls_url_index ON urls (url);
CREATE INDEX visits_url_index ON visits (url);
CREATE INDEX visits_from_index ON visits (from_visit);
CREATE INDEX visits_time_index ON visits (visit_time);
CREATE INDEX keyword_search_terms_index1 ON keyword_search_terms (keyword_id, normalized_term);
CREATE INDEX keyword_search_terms_index2 ON keyword_search_terms (url_id);
CREATE INDEX segments_name ON segments (name);
CREATE INDEX segments_url_id ON segments (url_id);
CREATE INDEX segment_usage_time_slot_segment_id ON segment_usage (time_slot, segment_id);

INSERT INTO meta VALUES ('version', '66'), ('last_compatible_version', '16'), ('mmap_status', '-1');
-- 240 URLs; every 13th was deleted by the user (with its visits, as HistoryBackend does).
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 240)
INSERT INTO urls SELECT i, 'https://site' || (i % 40) || '.example/page/' || i, 'Page ' || i, (i * 7) % 23, CASE WHEN i % 3 = 0 THEN i % 5 ELSE 0 END,
  13340000000000000 + i * 3600000000, i % 11 = 0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO segments SELECT i, 'http://site' || i || '.example/', 4 * i - 3 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 700)
INSERT INTO visits SELECT i, 1 + (i * 37) % 240, 13340000000000000 + i * 600000000,
  CASE WHEN i % 4 = 0 THEN i - 1 ELSE 0 END, NULL, 805306368 | (i % 10),
  CASE WHEN i % 3 = 0 THEN 1 + i % 60 ELSE 0 END, (i * 1234567) % 90000000, i % 17 = 0,
  CASE WHEN i % 9 = 0 THEN i - 3 ELSE 0 END,
  CASE WHEN i % 5 = 0 THEN 'cache-guid-' || (i % 3) END, CASE WHEN i % 5 = 0 THEN 1 + (i * 13) % 900 ELSE 0 END, 0, 0,
  i % 2, i % 7 <> 0 FROM n;
DELETE FROM urls WHERE id % 13 = 0;
DELETE FROM visits WHERE url NOT IN (SELECT id FROM urls) OR id % 29 = 0;
UPDATE visits SET from_visit = 0 WHERE from_visit <> 0 AND from_visit NOT IN (SELECT id FROM visits);
UPDATE visits SET opener_visit = 0 WHERE opener_visit <> 0 AND opener_visit NOT IN (SELECT id FROM visits);
UPDATE segments SET url_id = url_id + 1 WHERE url_id NOT IN (SELECT id FROM urls);
INSERT INTO visit_source SELECT id, (id / 6) % 4 FROM visits WHERE id % 6 = 0;
INSERT INTO keyword_search_terms SELECT 2 + id % 3, id, 'Query ' || id, 'query ' || id FROM urls WHERE id % 5 = 1;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
INSERT INTO segment_usage SELECT i, 1 + i % 60, 13339987200000000 + (i / 60) * 86400000000, 1 + (i * 7) % 15 FROM n;
DELETE FROM segment_usage WHERE id % 11 = 0;
INSERT INTO context_annotations SELECT id, id % 8, (id * 7777777) % 3600000000, id % 5, (id * 333333) % 600000000, 1,
  1 + id % 3, 2 + id % 40, CASE WHEN id % 4 = 0 THEN 1 + id % 50 ELSE -1 END, -1, CASE WHEN id % 8 = 0 THEN 1 + id % 30 ELSE -1 END,
  CASE WHEN id % 10 = 0 THEN 404 ELSE 200 END FROM visits WHERE id % 2 = 1;
