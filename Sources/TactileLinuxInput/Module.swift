// The TactileLinuxInput module. Its files are grouped by concept; see docs/formats.md.
