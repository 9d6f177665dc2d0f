import Foundation

/// A file the writer brings the output folder in line with: its path, its owner, and either its new bytes or, for a
/// component reused from the run cache, the hash its bytes on disk must already have.
struct PlannedFile: Sendable {
    /// What the file must hold.
    enum Bytes: Sendable {
        /// These bytes (written when the file differs).
        case contents(Data)
        /// The bytes already in the output folder, which must hash to this (`FastHash`); otherwise the writer cannot
        /// tell what belongs there, and the run must be a full one.
        case onDisk(hash: String)
        /// Bytes rendered now and kept in the run's store until they are compared or written, with their hash.
        case stored(RenderedFileStore, RenderedFileStore.Slot, hash: String)
    }

    /// The path below the output folder.
    var path: String
    /// The owning spec's display name, or `Generator.allSpecsOwner`.
    var owner: String
    /// Its bytes, or the hash of the bytes it must have on disk.
    var bytes: Bytes

    /// A file generated now.
    init(_ owned: OwnedFile) {
        self.init(path: owned.file.path, owner: owned.owner, bytes: .contents(Data(owned.file.contents.utf8)))
    }

    /// The files generated now, in order; each one's text is released as its bytes are made, so the two are never
    /// held in full together. `files` is left empty.
    static func taking(_ files: inout [OwnedFile]) -> [PlannedFile] {
        var planned: [PlannedFile] = []
        planned.reserveCapacity(files.count)
        for index in files.indices {
            planned.append(PlannedFile(files[index]))
            files[index].file.contents = ""
        }
        files = []
        return planned
    }

    /// A file of the given path, owner and bytes.
    init(path: String, owner: String, bytes: Bytes) {
        self.path = path
        self.owner = owner
        self.bytes = bytes
    }

    /// The hash of its bytes.
    var hash: String {
        switch bytes {
        case .contents(let data): FastHash.of(data)
        case .onDisk(let hash), .stored(_, _, let hash): hash
        }
    }

    /// The length of the bytes generated now; nil for a reused component's file.
    var count: Int? {
        switch bytes {
        case .contents(let data): data.count
        case .stored(_, let slot, _): slot.count
        case .onDisk: nil
        }
    }

    /// The bytes generated now, read back from the store when they wait there; nil for a reused component's file,
    /// or when the store cannot be read.
    var contents: Data? {
        switch bytes {
        case .contents(let data): data
        case .stored(let store, let slot, _): store.read(slot)
        case .onDisk: nil
        }
    }
}
