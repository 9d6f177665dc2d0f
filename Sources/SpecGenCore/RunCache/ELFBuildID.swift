import Foundation

/// The GNU build-id note of an ELF file (what `readelf -n` shows as "Build ID"): the linker computes it from the
/// linked bytes (`--build-id`, on by default in Swift's Linux toolchain), so two builds that differ anywhere differ
/// here. Read from the program headers and their note segments only: a few hundred bytes, not the whole file.
enum ELFBuildID {
    /// The build id as lowercase hexadecimal, or nil when the file is no 64-bit little-endian ELF file or has no
    /// build-id note of at least 8 bytes (then the caller falls back to the file's identity).
    static func of(path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        func read(_ offset: UInt64, _ count: Int) -> Data? {
            guard (try? file.seek(toOffset: offset)) != nil, let data = try? file.read(upToCount: count), data.count == count else {
                return nil
            }
            return data
        }
        // ELF64 header: magic, class 2 (64-bit), data 1 (little-endian); e_phoff at 32, e_phentsize at 54, e_phnum at 56.
        guard let header = read(0, 64), header.starts(with: [0x7f, 0x45, 0x4c, 0x46]), header[4] == 2, header[5] == 1 else {
            return nil
        }
        let tableOffset = header.integer(at: 32, as: UInt64.self)
        let entrySize = Int(header.integer(at: 54, as: UInt16.self))
        let entries = Int(header.integer(at: 56, as: UInt16.self))
        guard entrySize >= 56, entries > 0, let table = read(tableOffset, entrySize * entries) else { return nil }
        for entry in 0..<entries {
            let base = entry * entrySize
            // PT_NOTE (4): p_offset at 8, p_filesz at 32, p_align at 48.
            guard table.integer(at: base, as: UInt32.self) == 4 else { continue }
            let size = table.integer(at: base + 32, as: UInt64.self)
            guard size <= 1 << 16, let notes = read(table.integer(at: base + 8, as: UInt64.self), Int(size)) else { continue }
            let alignment = table.integer(at: base + 48, as: UInt64.self) == 8 ? 8 : 4
            if let id = buildID(inNotes: notes, alignment: alignment) { return id }
        }
        return nil
    }

    /// The descriptor of the note named "GNU" of type NT_GNU_BUILD_ID (3) among `notes`.
    static func buildID(inNotes notes: Data, alignment: Int) -> String? {
        func padded(_ count: Int) -> Int { (count + alignment - 1) / alignment * alignment }
        var offset = 0
        while offset + 12 <= notes.count {
            let nameSize = Int(notes.integer(at: offset, as: UInt32.self))
            let descriptorSize = Int(notes.integer(at: offset + 4, as: UInt32.self))
            let type = notes.integer(at: offset + 8, as: UInt32.self)
            let nameStart = offset + 12
            let descriptorStart = nameStart + padded(nameSize)
            guard nameSize <= notes.count, descriptorSize <= notes.count, descriptorStart + descriptorSize <= notes.count else {
                return nil
            }
            let name = notes[notes.startIndex + nameStart..<notes.startIndex + nameStart + nameSize]
            if type == 3, name.elementsEqual([0x47, 0x4e, 0x55, 0]), descriptorSize >= 8 {
                let descriptor = notes[notes.startIndex + descriptorStart..<notes.startIndex + descriptorStart + descriptorSize]
                return descriptor.map(ExecutableIdentity.hexByte).joined()
            }
            offset = descriptorStart + padded(descriptorSize)
        }
        return nil
    }
}

extension Data {
    /// The little-endian integer at byte `offset` (from the start of the data), read unaligned.
    fileprivate func integer<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T {
        withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }
}
