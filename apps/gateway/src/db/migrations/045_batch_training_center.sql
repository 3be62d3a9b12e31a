-- A course's batch takes place at one of the institute's training centres (issue 15 item 5; spec: "course page
-- listing training centres with active batches", §8 "no training center with active batch found"). Optional: a batch
-- of an online course has none. The gateway checks that the centre is the course's institute's.
alter table course_batches add column training_center_id bigint references training_centers(id);
create index course_batches_training_center_id on course_batches (training_center_id);
