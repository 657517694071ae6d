ALTER TABLE "school_drafts" DROP CONSTRAINT "school_drafts_school_id_schools_id_fk";
