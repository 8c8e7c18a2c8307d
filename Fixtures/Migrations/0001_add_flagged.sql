-- migrate:up
ALTER TABLE "reminders" ADD COLUMN "isFlagged" INTEGER NOT NULL DEFAULT 0;

-- migrate:down
ALTER TABLE "reminders" DROP COLUMN "isFlagged";
