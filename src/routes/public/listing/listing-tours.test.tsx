// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingTours } from './listing-tours';

afterEach(cleanup);

describe('ListingTours', () => {
  it.each([
    ['Play the video (YouTube)', 'Video of 3 Columbia Row (YouTube)'],
    ['Play the virtual tour (Matterport)', 'Virtual tour of 3 Columbia Row (Matterport)'],
  ])('"%s" from the keyboard puts the focus on the player that replaces the button', async (button, player) => {
    const user = userEvent.setup();
    render(
      <Theme>
        <ListingTours title="3 Columbia Row" videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" virtualTourUrl="https://my.matterport.com/show/?m=SxQL3iGyoDo" />
      </Theme>,
    );
    screen.getByRole('button', { name: button }).focus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
    expect(screen.getByTitle(player)).toHaveFocus();
  });
});
