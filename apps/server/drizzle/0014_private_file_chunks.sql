CREATE TABLE "private_file_chunks" (
	"storage_key" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "private_file_chunks_storage_key_seq_pk" PRIMARY KEY("storage_key","seq")
);
