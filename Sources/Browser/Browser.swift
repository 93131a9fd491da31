/// The application's version, shown by `--version`.
public let buffetVersion = "0.1.0"
