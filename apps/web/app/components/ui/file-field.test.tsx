import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileField, type FileFieldProps } from './file-field';
import { renderWithProviders } from './test-utils';

type Props = Omit<FileFieldProps, 'value' | 'onChange' | 'label'> & { onFile?: (file: File | null) => void };

function ControlledFileField({ onFile, ...props }: Props) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Passport scan"
      {...props}
      value={file}
      onChange={(next) => {
        onFile?.(next);
        setFile(next);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = () => new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('accepts .jpg, .jpeg, .png and .pdf by default', () => {
    const { container } = renderWithProviders(<ControlledFileField />);
    expect(fileInput(container)).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');
  });

  it('takes a custom accept list', () => {
    const { container } = renderWithProviders(<ControlledFileField accept=".csv" />);
    expect(fileInput(container)).toHaveAttribute('accept', '.csv');
  });

  it('reports the picked file and shows its name', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    const { container } = renderWithProviders(<ControlledFileField onFile={onFile} />);
    const file = pdf();
    await user.upload(fileInput(container), file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('passport.pdf')).toBeInTheDocument();
  });

  it('shows the required error for a required field without a file after a submit attempt', () => {
    renderWithProviders(<ControlledFileField required showValidation />);
    const button = screen.getByRole('button', { name: /Passport scan/ });
    expect(screen.getByText('A file is required')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('A file is required');
  });

  it('shows nothing before the person has touched it', () => {
    renderWithProviders(<ControlledFileField required />);
    expect(screen.queryByText('A file is required')).not.toBeInTheDocument();
  });

  it('shows the required error once the file is removed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ControlledFileField required />);
    await user.upload(fileInput(container), pdf());
    expect(screen.queryByText('A file is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByText('A file is required')).toBeInTheDocument();
  });

  it('has no required error when not required', () => {
    renderWithProviders(<ControlledFileField showValidation />);
    expect(screen.queryByText('A file is required')).not.toBeInTheDocument();
  });

  it('flags a file of another type that got past the picker', async () => {
    // applyAccept: false behaves like "All files" in the picker or a drop.
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<ControlledFileField />);
    await user.upload(fileInput(container), new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(screen.getByText('Allowed file types: .jpg, .jpeg, .png, .pdf')).toBeInTheDocument();
  });

  it('lets an outside error win', () => {
    renderWithProviders(<ControlledFileField required showValidation error="Upload failed" />);
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('A file is required')).not.toBeInTheDocument();
  });

  it('marks the label as required, in the chosen language', () => {
    renderWithProviders(<ControlledFileField required showValidation />, { locale: 'pl' });
    expect(screen.getByRole('img', { name: 'To pole jest wymagane' })).toBeInTheDocument();
    expect(screen.getByText('Plik jest wymagany')).toBeInTheDocument();
    expect(screen.getByText('Wybierz plik')).toBeInTheDocument();
  });
});
