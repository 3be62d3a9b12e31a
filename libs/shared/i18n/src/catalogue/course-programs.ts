import { defineArea } from './types';

/* The courses of a program (issue 15 item 4): `course_programs.*` — the gateway's success and error messages. */
export default defineArea(
  {
    'course_programs.title': 'Courses of the program',
    'course_programs.link': 'Courses of the program',
    'course_programs.load_error': 'The program’s courses could not be loaded',
    'course_programs.message_type': 'courses',
    'course_programs.add': 'Add a course',
    'course_programs.form.rules':
      'Choose one of your institute’s courses. A program holds no other program, and each course once; it is added at the end.',
    'course_programs.field.course': 'Course',
    'course_programs.column.serial': 'Serial',
    'course_programs.column.title': 'Course',
    'course_programs.column.actions': 'Actions',
    'course_programs.up': 'Move {name} up',
    'course_programs.down': 'Move {name} down',
    'course_programs.remove': 'Take {name} out of the program',
    'course_programs.success.saved': 'Program courses saved',
    'course_programs.success.removed': 'Course taken out of the program',
    'course_programs.errors.not_program': 'Only a course of type program holds other courses',
    'course_programs.errors.nested': 'A program cannot hold a program or itself',
    'course_programs.errors.serial_mismatch': 'The new order must list every course of the program once',
    'course_programs.errors.too_many': 'A program can hold at most 50 courses',
  },
  {
    'course_programs.title': 'প্রোগ্রামের কোর্সসমূহ',
    'course_programs.link': 'প্রোগ্রামের কোর্সসমূহ',
    'course_programs.load_error': 'প্রোগ্রামের কোর্সগুলো লোড করা যায়নি',
    'course_programs.message_type': 'কোর্স',
    'course_programs.add': 'কোর্স যোগ করুন',
    'course_programs.form.rules':
      'আপনার ইনস্টিটিউটের একটি কোর্স বেছে নিন। প্রোগ্রামে অন্য প্রোগ্রাম থাকে না, প্রতিটি কোর্স একবার থাকে; নতুন কোর্স শেষে যোগ হয়।',
    'course_programs.field.course': 'কোর্স',
    'course_programs.column.serial': 'ক্রম',
    'course_programs.column.title': 'কোর্স',
    'course_programs.column.actions': 'কার্যক্রম',
    'course_programs.up': '{name} উপরে সরান',
    'course_programs.down': '{name} নিচে সরান',
    'course_programs.remove': '{name} প্রোগ্রাম থেকে সরান',
    'course_programs.success.saved': 'প্রোগ্রামের কোর্স সংরক্ষিত হয়েছে',
    'course_programs.success.removed': 'কোর্সটি প্রোগ্রাম থেকে সরানো হয়েছে',
    'course_programs.errors.not_program': 'শুধু প্রোগ্রাম ধরনের কোর্সে অন্য কোর্স থাকতে পারে',
    'course_programs.errors.nested': 'একটি প্রোগ্রামে অন্য প্রোগ্রাম বা নিজেকে রাখা যায় না',
    'course_programs.errors.serial_mismatch': 'নতুন ক্রমে প্রোগ্রামের প্রতিটি কোর্স একবার থাকতে হবে',
    'course_programs.errors.too_many': 'একটি প্রোগ্রামে সর্বোচ্চ ৫০টি কোর্স থাকতে পারে',
  },
);
