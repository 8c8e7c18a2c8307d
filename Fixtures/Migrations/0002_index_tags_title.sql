-- migrate:up
CREATE INDEX "tags_title" ON "tags"("title");

-- migrate:down
DROP INDEX "tags_title";
