import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupPlatformTests } from '@platform/testing';
import { recruiter, recruiterPortal } from '../test/fixtures';
import { jobManagementRoutes } from './job-management-routes';
import { roomLinkOf } from './video-conf-page';

const openPage = setupPlatformTests(jobManagementRoutes);

describe('/video-conf', () => {
  it('shows the room link and opens it in a new tab', async () => {
    const room = 'https://meet.example.org/room-abc123';
    openPage(`/video-conf?room=${encodeURIComponent(room)}`, { user: recruiter, portal: recruiterPortal });
    expect(await screen.findByRole('heading', { level: 1, name: 'Online interview' })).toBeInTheDocument();
    expect(screen.getByText(room)).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open the video room' });
    expect(open).toHaveAttribute('href', room);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never turns a non-web address into a button', async () => {
    expect(roomLinkOf('javascript:alert(1)')).toBeNull();
    expect(roomLinkOf('not a url')).toBeNull();
    expect(roomLinkOf(null)).toBeNull();
    openPage(`/video-conf?room=${encodeURIComponent('javascript:alert(1)')}`, {
      user: recruiter,
      portal: recruiterPortal,
    });
    expect(await screen.findByText(/This address has no video room/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the video room' })).not.toBeInTheDocument();
  });
});
