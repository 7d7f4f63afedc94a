package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

func init() {
	commands["pack"] = command{
		doc: "write a .zip or .tar.gz of files under a directory (-o OUT -C DIR NAME...)",
		run: runPack,
	}
	commands["unpack"] = command{
		doc: "unpack a .zip or .tar.gz into a directory (-d DIR FILE)",
		run: runUnpack,
	}
}

// Archives are written here rather than by zip(1) and tar(1) so that they
// look the same wherever they are made: entries in name order, owned by
// root (uid and gid 0), modes 0755 for directories and executables and
// 0644 for the rest, and no tool to install.

func runPack(args []string) error {
	fl := flag.NewFlagSet("pack", flag.ContinueOnError)
	out := fl.String("o", "", "the archive to write: NAME.zip or NAME.tar.gz")
	dir := fl.String("C", ".", "the directory the NAMEs are in; entries are named relative to it")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *out == "" || fl.NArg() == 0 {
		return errors.New("usage: herodist pack -o OUT.zip|OUT.tar.gz [-C DIR] NAME...")
	}
	n, err := pack(*out, *dir, fl.Args())
	if err != nil {
		return err
	}
	fmt.Printf("%s: %d files\n", *out, n)
	return nil
}

func runUnpack(args []string) error {
	fl := flag.NewFlagSet("unpack", flag.ContinueOnError)
	dir := fl.String("d", "", "the directory to unpack into (made if missing)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *dir == "" || fl.NArg() != 1 {
		return errors.New("usage: herodist unpack -d DIR FILE.zip|FILE.tar.gz")
	}
	return unpack(fl.Arg(0), *dir)
}

// entry is one file or directory to archive: its name inside the archive
// (slash-separated) and where it is on disk.
type entry struct {
	name string
	path string
	info fs.FileInfo
}

// entries lists each name under dir and, for a directory, everything in
// it, in lexical order of the walk (directories before their contents).
// The name "." stands for everything in dir.
func entries(dir string, names []string) ([]entry, error) {
	var out []entry
	for _, name := range names {
		root := filepath.Join(dir, name)
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, err := filepath.Rel(dir, p)
			if err != nil || rel == "." {
				return err // "." (NAME is DIR itself) packs what is in it, not it
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			if !info.Mode().IsRegular() && !info.IsDir() {
				return fmt.Errorf("%s: only files and directories can be packed", p)
			}
			out = append(out, entry{name: filepath.ToSlash(rel), path: p, info: info})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// mode is an entry's normalised permission bits.
func (e entry) mode() fs.FileMode {
	if e.info.IsDir() || e.info.Mode()&0o111 != 0 {
		return 0o755
	}
	return 0o644
}

// pack writes the archive out of the names under dir and returns how many
// files (not directories) it holds.
func pack(out, dir string, names []string) (int, error) {
	list, err := entries(dir, names)
	if err != nil {
		return 0, err
	}
	var write func(io.Writer, []entry) error
	switch {
	case strings.HasSuffix(out, ".zip"):
		write = writeZip
	case strings.HasSuffix(out, ".tar.gz"):
		write = writeTarGz
	default:
		return 0, fmt.Errorf("%s: the name must end in .zip or .tar.gz", out)
	}
	if err := mkdirs(filepath.Dir(out)); err != nil {
		return 0, err
	}
	f, err := os.Create(out)
	if err != nil {
		return 0, err
	}
	if err := write(f, list); err != nil {
		f.Close()
		os.Remove(out)
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	files := 0
	for _, e := range list {
		if !e.info.IsDir() {
			files++
		}
	}
	return files, nil
}

func writeZip(w io.Writer, list []entry) error {
	zw := zip.NewWriter(w)
	for _, e := range list {
		h, err := zip.FileInfoHeader(e.info)
		if err != nil {
			return err
		}
		h.Name = e.name
		h.SetMode(e.info.Mode().Type() | e.mode())
		if e.info.IsDir() {
			h.Name += "/"
			h.Method = zip.Store
		} else {
			h.Method = zip.Deflate
		}
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if !e.info.IsDir() {
			if err := copyInto(fw, e.path); err != nil {
				return err
			}
		}
	}
	return zw.Close()
}

func writeTarGz(w io.Writer, list []entry) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	for _, e := range list {
		h, err := tar.FileInfoHeader(e.info, "")
		if err != nil {
			return err
		}
		h.Name = e.name
		if e.info.IsDir() {
			h.Name += "/"
		}
		h.Mode = int64(e.mode())
		h.Uid, h.Gid, h.Uname, h.Gname = 0, 0, "root", "root"
		h.Format = tar.FormatPAX
		h.AccessTime, h.ChangeTime = time.Time{}, time.Time{}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if !e.info.IsDir() {
			if err := copyInto(tw, e.path); err != nil {
				return err
			}
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func copyInto(w io.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}

// unpack extracts a .zip or .tar.gz into dir, refusing any entry whose name
// would land outside it.
func unpack(file, dir string) error {
	if err := mkdirs(dir); err != nil {
		return err
	}
	switch {
	case strings.HasSuffix(file, ".zip"):
		zr, err := zip.OpenReader(file)
		if err != nil {
			return err
		}
		defer zr.Close()
		for _, f := range zr.File {
			if err := unpackOne(dir, f.Name, f.Mode(), f.Open); err != nil {
				return fmt.Errorf("%s: %v", file, err)
			}
		}
		return nil
	case strings.HasSuffix(file, ".tar.gz"):
		f, err := os.Open(file)
		if err != nil {
			return err
		}
		defer f.Close()
		gz, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("%s: %v", file, err)
		}
		tr := tar.NewReader(gz)
		for {
			h, err := tr.Next()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return fmt.Errorf("%s: %v", file, err)
			}
			open := func() (io.ReadCloser, error) { return io.NopCloser(tr), nil }
			if err := unpackOne(dir, h.Name, h.FileInfo().Mode(), open); err != nil {
				return fmt.Errorf("%s: %v", file, err)
			}
		}
	default:
		return fmt.Errorf("%s: the name must end in .zip or .tar.gz", file)
	}
}

// unpackOne writes one entry (a directory, or a file read from open) into dir.
func unpackOne(dir, name string, mode fs.FileMode, open func() (io.ReadCloser, error)) error {
	clean := path.Clean("/" + name)[1:]
	if clean == "" || clean != strings.TrimSuffix(name, "/") || strings.Contains(name, `\`) {
		return fmt.Errorf("entry %q is not a plain relative path", name)
	}
	dst := filepath.Join(dir, filepath.FromSlash(clean))
	switch {
	case mode.IsDir():
		return mkdirs(dst)
	case mode.IsRegular():
		r, err := open()
		if err != nil {
			return err
		}
		defer r.Close()
		data, err := io.ReadAll(r)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		return writeFile(dst, data, mode.Perm())
	default:
		return fmt.Errorf("entry %q is neither a file nor a directory", name)
	}
}
