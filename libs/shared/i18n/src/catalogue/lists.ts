import { defineArea } from './types';

/**
 * The list and lookup kit of @platform/ui (ServerList, LookupAutocomplete): the spec's empty-list message
 * (§6 'no {messageType} found'; each list names what it holds in its own area) and the picker's texts.
 */
export default defineArea(
  {
    'list.none_found': 'No {messageType} found',
    'list.lookup.no_options': 'No matches',
    'list.lookup.choose_first': 'Choose the {parent} first',
    'list.lookup.choose_parent': 'Choose the field it depends on first',
  },
  {
    'list.none_found': 'কোনো {messageType} পাওয়া যায়নি',
    'list.lookup.no_options': 'কোনো মিল পাওয়া যায়নি',
    'list.lookup.choose_first': 'আগে {parent} বেছে নিন',
    'list.lookup.choose_parent': 'আগে যে ঘরের উপর এটি নির্ভর করে সেটি নির্বাচন করুন',
  },
);
