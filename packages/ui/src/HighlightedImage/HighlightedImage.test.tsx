import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedImage } from './HighlightedImage';

describe('HighlightedImage', () => {
  it("outlines each region in the image's own proportions, hidden from assistive technology", () => {
    const { container } = render(
      <HighlightedImage
        src="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        alt="After the change, 2 changed areas outlined"
        width={1000}
        height={500}
        regions={[
          { x: 100, y: 50, width: 200, height: 100 },
          { x: 900, y: 400, width: 400, height: 400 },
        ]}
        caption="After"
      />,
    );
    expect(screen.getByRole('img', { name: 'After the change, 2 changed areas outlined' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'After' })).toBeInTheDocument();
    const regions = [...container.querySelectorAll<HTMLElement>('[data-region]')];
    expect(regions.map((region) => region.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    expect(regions[0]!.style).toMatchObject({ left: '10%', top: '10%', width: '20%', height: '20%' });
    // A region past the edge is cut at the edge.
    expect(regions[1]!.style).toMatchObject({ left: '90%', top: '80%', width: '40%', height: '80%' });
  });

  it('shows the placeholder without an image', () => {
    render(<HighlightedImage src={null} alt="Before" width={10} height={10} placeholder="Loading the screenshot…" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Loading the screenshot…')).toBeInTheDocument();
  });
});
