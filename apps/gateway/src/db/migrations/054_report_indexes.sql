-- Report management (issue 17 item 3; ADR 0101): the course enrolments report dates an enrolment by the day it was
-- requested (paid or not), so a range reads only its own rows. The other reports use the indexes of 041.
create index course_enrolments_created on course_enrolments (created_at);
