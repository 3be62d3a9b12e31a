import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, type ListParams, listParam, useAddressList } from '@platform/api-client';
import {
  type CatalogueCourse,
  COURSE_FEE_FILTER,
  COURSE_LEVEL,
  COURSE_TYPE,
  type CourseFeeFilter,
  type CourseLevel,
  type CourseType,
  LANGUAGE_MEDIUM,
  type LanguageMedium,
  learningEndpoints as endpoints,
} from '@platform/contract';
import {
  CardListPage,
  ListFilterBar,
  ListSelectFilter,
  PageTitle,
  useFormatters,
  useLocalTitle,
} from '@platform/ui';
import { useCatalogueInstitutes } from '@platform/youth-data-access-courses';
import { CourseCard } from './course-card';
import { FavouriteButton } from './favourite-button';
import { useCourseText } from './course-text';

const PAGE_SIZE = 12;
const SEARCH_MAX = 200;

/** The catalogue's address: `?search=web&fee=free&level=1&page=2`. */
const LIST = defineListParams({
  params: {
    search: listParam.text(SEARCH_MAX),
    course_type: listParam.oneOf<CourseType>(Object.values(COURSE_TYPE)),
    level: listParam.oneOf<CourseLevel>(Object.values(COURSE_LEVEL)),
    language_medium: listParam.oneOf<LanguageMedium>(Object.values(LANGUAGE_MEDIUM)),
    fee: listParam.oneOf<CourseFeeFilter>(Object.values(COURSE_FEE_FILTER)),
    institute_id: listParam.id(),
  },
  pageSizes: [PAGE_SIZE],
  defaultPageSize: PAGE_SIZE,
});
/** The filters the toggle counts and the clear button empties (all but the search). */
const FILTERS = ['course_type', 'level', 'language_medium', 'fee', 'institute_id'] as const;

/** /courses (spec §2): search, the filters (folded on a phone), the course cards and server paging. */
export function CataloguePage() {
  return <Catalogue titleId="learning.catalogue.title" filtersOpen={false} />;
}

/** /courses/explore: the same catalogue with every filter open from the start. */
export function ExploreCoursesPage() {
  return <Catalogue titleId="learning.catalogue.explore_title" filtersOpen />;
}

function Catalogue({ titleId, filtersOpen }: { titleId: string; filtersOpen: boolean }) {
  const text = useCourseText();
  const { t } = text;
  const { list, result } = useAddressList(LIST, endpoints.catalogueCourses);
  return (
    <CardListPage<CatalogueCourse>
      prefix="learning.catalogue"
      head={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
        >
          <PageTitle titleId={titleId} />
          {filtersOpen ? null : (
            <Link component={RouterLink} to="/courses/explore">
              {t('learning.catalogue.explore')}
            </Link>
          )}
          <Link component={RouterLink} to="/learning-path">
            {t('learning_paths.public.title')}
          </Link>
        </Stack>
      }
      listLabelId="learning.catalogue.results_label"
      search={list.search}
      maxLength={SEARCH_MAX}
      below={<FilterPanel list={list} initiallyOpen={filtersOpen} />}
      result={result}
      paging={list.paging}
      rowKey={(course) => course.id}
      renderCard={(course) => (
        <CourseCard
          course={course}
          action={<FavouriteButton courseId={course.id} title={text.local(course.title, course.title_en)} />}
        />
      )}
    />
  );
}

/** The filters' toggle (with how many are set) and the filters, folded on a phone unless opened. */
function FilterPanel({
  list,
  initiallyOpen,
}: {
  list: ListParams<typeof LIST.params>;
  initiallyOpen: boolean;
}) {
  const { t } = useCourseText();
  const { formatNumber } = useFormatters();
  const [open, setOpen] = useState(initiallyOpen);
  const filtersId = useId();
  const { state } = list;
  const filterCount = FILTERS.filter((key) => state[key] !== undefined).length;
  const clear = () => list.set(Object.fromEntries(FILTERS.map((key) => [key, undefined])));
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen((v) => !v)}
        sx={{ mb: 2 }}
      >
        {t(open ? 'learning.catalogue.hide_filters' : 'learning.catalogue.show_filters')}
        {filterCount ? ` (${formatNumber(filterCount)})` : ''}
      </Button>
      <Paper id={filtersId} variant="outlined" sx={{ p: 2, mb: 2, display: open ? 'block' : 'none' }}>
        {open ? <Filters list={list} onClear={clear} /> : null}
      </Paper>
    </Box>
  );
}

function Filters({ list, onClear }: { list: ListParams<typeof LIST.params>; onClear: () => void }) {
  const text = useCourseText();
  const { t } = text;
  const title = useLocalTitle();
  const institutes = useCatalogueInstitutes();
  const { state } = list;
  return (
    <>
      <ListFilterBar legendId="learning.catalogue.filters">
        <ListSelectFilter
          labelId="learning.filter.type"
          allLabelId="learning.filter.all"
          value={state.course_type}
          onChange={(raw) => list.setText('course_type', raw)}
          options={Object.values(COURSE_TYPE).map((v) => ({ value: v, label: text.type(v) }))}
          minWidth={160}
        />
        <ListSelectFilter
          labelId="learning.filter.level"
          allLabelId="learning.filter.all"
          value={state.level}
          onChange={(raw) => list.setText('level', raw)}
          options={Object.values(COURSE_LEVEL).map((v) => ({ value: v, label: text.level(v) }))}
          minWidth={160}
        />
        <ListSelectFilter
          labelId="learning.filter.language"
          allLabelId="learning.filter.all"
          value={state.language_medium}
          onChange={(raw) => list.setText('language_medium', raw)}
          options={Object.values(LANGUAGE_MEDIUM).map((v) => ({ value: v, label: text.language(v) }))}
          minWidth={160}
        />
        <ListSelectFilter
          labelId="learning.filter.fee"
          allLabelId="learning.filter.all"
          value={state.fee}
          onChange={(raw) => list.setText('fee', raw)}
          options={Object.values(COURSE_FEE_FILTER).map((v) => ({ value: v, label: t(`learning.fee.${v}`) }))}
          minWidth={160}
        />
        <ListSelectFilter
          labelId="learning.filter.institute"
          allLabelId="learning.filter.all"
          value={state.institute_id}
          onChange={(raw) => list.setText('institute_id', raw)}
          options={(institutes.data ?? []).map((i) => ({ value: i.id, label: title(i) }))}
          minWidth={220}
        />
      </ListFilterBar>
      <Button onClick={onClear}>{t('learning.catalogue.clear')}</Button>
    </>
  );
}
