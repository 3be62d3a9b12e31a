import { defineArea } from './types';

/* The courses of a program (issue 15 item 4): `course_programs.*` — the gateway's success and error messages. */
export default defineArea(
  {
    'course_programs.success.saved': 'Program courses saved',
    'course_programs.success.removed': 'Course taken out of the program',
    'course_programs.errors.not_program': 'Only a course of type program holds other courses',
    'course_programs.errors.nested': 'A program cannot hold a program or itself',
    'course_programs.errors.serial_mismatch': 'The new order must list every course of the program once',
    'course_programs.errors.too_many': 'A program can hold at most 50 courses',
  },
  {
    'course_programs.success.saved': 'প্রোগ্রামের কোর্স সংরক্ষিত হয়েছে',
    'course_programs.success.removed': 'কোর্সটি প্রোগ্রাম থেকে সরানো হয়েছে',
    'course_programs.errors.not_program': 'শুধু প্রোগ্রাম ধরনের কোর্সে অন্য কোর্স থাকতে পারে',
    'course_programs.errors.nested': 'একটি প্রোগ্রামে অন্য প্রোগ্রাম বা নিজেকে রাখা যায় না',
    'course_programs.errors.serial_mismatch': 'নতুন ক্রমে প্রোগ্রামের প্রতিটি কোর্স একবার থাকতে হবে',
    'course_programs.errors.too_many': 'একটি প্রোগ্রামে সর্বোচ্চ ৫০টি কোর্স থাকতে পারে',
  },
);
