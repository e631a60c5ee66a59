// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s | filecheck %s --check-prefixes=CHECK,DEFAULT
// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings{alias-mutable-bindings=true}' %s | filecheck %s --check-prefixes=CHECK,OPTION
// RUN: iree-opt --split-input-file --iree-stream-fuse-dispatch-bindings %s | filecheck %s --check-prefixes=CHECK,DEFAULT
// RUN: iree-opt --split-input-file --iree-stream-fuse-dispatch-bindings --iree-stream-resource-alias-mutable-bindings %s | filecheck %s --check-prefixes=CHECK,OPTION

// Whether writable bindings may alias: the nearest
// `stream.resources = #stream.resource_config<{alias_mutable_bindings = ...}>`
// on the export, its executable or an enclosing module decides (no when it
// does not say); without one,
// the pass option (IREE: the global flag) does.  Every chunk dispatches
// {rw %x, rw %x}: one binding when aliasing is on, two when it is off.

// On the module: fuses, whatever the option.
builtin.module attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>} {
  stream.executable private @on_module {
    stream.executable.export public @fn
    builtin.module {
      func.func @fn(%a: !stream.binding, %b: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xi8>
        %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xi8>
        return
      }
    }
  }
  util.func public @main(%r: !stream.resource<transient>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c8}) {
      stream.cmd.dispatch @on_module::@fn {
        rw %x[%c0 for %c4] : !stream.resource<transient>{%c8},
        rw %x[%c4 for %c4] : !stream.resource<transient>{%c8}
      }
    } => !stream.timepoint
    util.return
  }
}

// CHECK-LABEL: stream.executable private @on_module
// CHECK:         func.func @fn(%{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: index, %{{[A-Za-z0-9_]+}}: index)
// CHECK:         stream.cmd.dispatch @on_module::@fn(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} : index, index) {
// CHECK-NEXT:      rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}}
// CHECK-NEXT:    }

// -----

// On the executable: fuses, whatever the option.
stream.executable private @on_executable attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>} {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%a: !stream.binding, %b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xi8>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xi8>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c8}) {
    stream.cmd.dispatch @on_executable::@fn {
      rw %x[%c0 for %c4] : !stream.resource<transient>{%c8},
      rw %x[%c4 for %c4] : !stream.resource<transient>{%c8}
    }
  } => !stream.timepoint
  util.return
}

// CHECK-LABEL: stream.executable private @on_executable
// CHECK:         func.func @fn(%{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: index, %{{[A-Za-z0-9_]+}}: index)
// CHECK:         stream.cmd.dispatch @on_executable::@fn(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} : index, index) {
// CHECK-NEXT:      rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}}
// CHECK-NEXT:    }

// -----

// The export says no, overriding a yes on its executable: stays apart,
// whatever the option.
stream.executable private @off_on_export attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>} {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = false}>}
  builtin.module {
    func.func @fn(%a: !stream.binding, %b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xi8>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xi8>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c8}) {
    stream.cmd.dispatch @off_on_export::@fn {
      rw %x[%c0 for %c4] : !stream.resource<transient>{%c8},
      rw %x[%c4 for %c4] : !stream.resource<transient>{%c8}
    }
  } => !stream.timepoint
  util.return
}

// CHECK-LABEL: stream.executable private @off_on_export
// CHECK:         func.func @fn(%{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: index, %{{[A-Za-z0-9_]+}}: index)
// CHECK:         stream.cmd.dispatch @off_on_export::@fn(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} : index, index) {
// CHECK-NEXT:      rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}},
// CHECK-NEXT:      rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}}
// CHECK-NEXT:    }

// -----

// No config anywhere: the pass option decides.
stream.executable private @no_config {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%a: !stream.binding, %b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xi8>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xi8>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c8}) {
    stream.cmd.dispatch @no_config::@fn {
      rw %x[%c0 for %c4] : !stream.resource<transient>{%c8},
      rw %x[%c4 for %c4] : !stream.resource<transient>{%c8}
    }
  } => !stream.timepoint
  util.return
}

// CHECK-LABEL: stream.executable private @no_config
// DEFAULT:       func.func @fn(%{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: index, %{{[A-Za-z0-9_]+}}: index)
// OPTION:        func.func @fn(%{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: index, %{{[A-Za-z0-9_]+}}: index)
// CHECK:         stream.cmd.dispatch @no_config::@fn(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} : index, index) {
// CHECK-NEXT:      rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}}
// DEFAULT-NEXT:    rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}}
// CHECK-NEXT:    }

// -----

// A config that does not say (it sets only an alignment) means no, whatever
// the option: stays apart (the option decides only where no config is found).
stream.executable private @silent_config attributes {stream.resources = #stream.resource_config<{min_buffer_offset_alignment = 16}>} {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%a: !stream.binding, %b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xi8>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xi8>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c8}) {
    stream.cmd.dispatch @silent_config::@fn {
      rw %x[%c0 for %c4] : !stream.resource<transient>{%c8},
      rw %x[%c4 for %c4] : !stream.resource<transient>{%c8}
    }
  } => !stream.timepoint
  util.return
}

// CHECK-LABEL: stream.executable private @silent_config
// CHECK:         func.func @fn(%{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: !stream.binding, %{{[A-Za-z0-9_]+}}: index, %{{[A-Za-z0-9_]+}}: index)
// CHECK:         stream.cmd.dispatch @silent_config::@fn(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} : index, index) {
// CHECK-NEXT:      rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}},
// CHECK-NEXT:      rw %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}} for %{{[A-Za-z0-9_]+}}] : !stream.resource<transient>{%{{[A-Za-z0-9_]+}}}
// CHECK-NEXT:    }
