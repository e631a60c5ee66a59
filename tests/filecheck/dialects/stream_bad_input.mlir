// RUN: xdsl-opt --split-input-file --verify-diagnostics %s | filecheck %s

// Duplicate symbols in every symbol table of a Stream module (the top-level
// module, an executable, an executable's inner module).  Truncated files are in
// stream_truncated.mlir; non-UTF-8 input is tested by tests/pytest/tools/test_bad_input.py.

stream.executable private @ex {
  builtin.module {
  }
}
stream.executable private @ex {
  builtin.module {
  }
}

// CHECK: Operation does not verify: Redefinition of symbol "ex"

// -----

stream.executable private @ex {
  builtin.module {
  }
}
util.func public @ex() {
  util.return
}

// CHECK: Operation does not verify: Redefinition of symbol "ex"

// -----

util.func public @main() {
  util.return
}
util.func private @main() {
  util.return
}

// CHECK: Operation does not verify: Redefinition of symbol "main"

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  stream.executable.export public @fn
  builtin.module {
    func.func @fn() {
      return
    }
  }
}

// CHECK: Operation does not verify: Redefinition of symbol "fn"

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn() {
      return
    }
    func.func @fn() {
      return
    }
  }
}

// CHECK: Operation does not verify: Redefinition of symbol "fn"
