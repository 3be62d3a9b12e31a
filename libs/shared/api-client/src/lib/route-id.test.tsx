import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseRouteId, useRouteId } from './route-id';

function Shows({ name }: { name?: string }) {
  return <p>{String(useRouteId(name))}</p>;
}

function at(path: string, name?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/courses/:id/trainees/:youthId" element={<Shows name={name} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useRouteId', () => {
  it('reads the named parameter of the matched route as a number', () => {
    at('/courses/12/trainees/7');
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('reads another parameter by name', () => {
    at('/courses/12/trainees/7', 'youthId');
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('gives null for an address that holds no valid id', () => {
    at('/courses/abc/trainees/7');
    expect(screen.getByText('null')).toBeInTheDocument();
  });
});

describe('parseRouteId', () => {
  it('takes only positive safe integers written as digits', () => {
    expect(parseRouteId('5')).toBe(5);
    for (const bad of [undefined, '', '0', '-3', '1.5', '1e3', ' 4', '99999999999999999999']) {
      expect(parseRouteId(bad)).toBeNull();
    }
  });
});
